/**
 * A vocabulary, one language to a line: regular expressions apart by " | ", the label before
 * the colon naming the language. Words of spaced scripts match whole (no letter or digit on
 * either side; a stem ends in `\p{L}*`); the "cjk" line (and Thai) matches anywhere.
 */
function vocabularyPattern(list: string): string {
  const spaced: string[] = [];
  const unspaced: string[] = [];
  for (const line of list.split('\n')) {
    const [, language, words] = /^\s*([a-z/]+):(.*)$/.exec(line) ?? [];
    if (!language || !words) continue;
    const alternatives = words.split(' | ').map((w) => w.trim());
    (language === 'cjk' ? unspaced : spaced).push(...alternatives);
  }
  const whole = `(?<![\\p{L}\\p{N}])(?:${spaced.join('|')})(?![\\p{L}\\p{N}])`;
  return unspaced.length > 0 ? `${whole}|${unspaced.join('|')}` : whole;
}

const vocabulary = (list: string, flags = 'iu') => new RegExp(vocabularyPattern(list), flags);

/** Verify, confirm, activate, approve, reset a password: what a verification link says. */
const ACTION_LIST = String.raw`
  en: verif(?:y|ies|ied|ying) | confirm\p{L}* | activat\p{L}* | approv(?:e|al) | authori[sz]e | authenticate | validat\p{L}* | reset(?:\s+(?:your|my))?\s+password | password\s+reset | magic\s+link | (?:yes,?\s+)?(?:it|this|that)(?:\s+(?:was|is)|'s|’s)\s+me | complete\s+(?:your\s+)?(?:registration|sign[- ]?up)
  de: best[äa]tig\p{L}* | verifizier\p{L}* | aktivier\p{L}* | passwort\s+zur[üu]cksetzen | ja,?\s+(?:das|ich)\s+war\s+ich
  nl: bevestig\p{L}* | verifi[eë]\p{L}* | activeer
  fr: v[ée]rifi\p{L}* | activ(?:er|ez) | valid(?:er|ez) | r[ée]initialis\p{L}* | c['’][ée]tait\s+moi
  es/pt: verific\p{L}* | activ(?:ar|a) | ativ(?:ar|e) | restablec\p{L}* | redefin\p{L}* | fui\s+(?:yo|eu) | soy\s+yo | sou\s+eu
  it: conferm\p{L}* | attiva\p{L}* | reimposta\p{L}* | sono\s+stato\s+io
  ru: подтвер[дж]\p{L}* | активир\p{L}* | верифи\p{L}* | сбросить\s+пароль | это\s+(?:был|была)\s+я
  tr: do[ğg]rula\p{L}* | onayla\p{L}* | etkinle[şs]tir\p{L}* | [şs]ifre\p{L}*\s+s[ıi]f[ıi]rla\p{L}*
  pl: potwierd[źz]\p{L}* | zweryfikuj\p{L}* | weryfik\p{L}* | aktywuj\p{L}* | zresetuj\p{L}*
  vi: x[áa]c\s+minh | x[áa]c\s+nh[ậa]n | k[íi]ch\s+ho[ạa]t
  id/ms: verifikasi | konfirmasi | aktifkan | sahkan | atur\s+ulang
  cjk: 验证 | 驗證 | 确认 | 认证 | 認證 | 激活 | 启用 | 啟用 | 重置密码 | 重設密碼 | 是我本人 | 認証 | 有効化 | 承認 | 本人確認 | メールアドレスを確認 | 인증 | 활성화 | 승인 | ยืนยัน
`;
export const ACTION_WORDS = vocabulary(ACTION_LIST);

const SIGN_IN_LIST = String.raw`
  en: sign[- ]?in | log[- ]?in | log\s+on
  de/nl: anmeld\p{L}* | einlogg\p{L}* | inlogg\p{L}*
  fr: se\s+connecter | connectez-vous | connexion
  es/pt/it: inicia(?:r)?\s+sesi[óo]n | entrar | fazer\s+login | acced(?:i|er)
  ru: войти | вход
  tr: g[iİıI]r[iİıI][şŞsS]\s+yap | oturum\s+a[çc]
  pl: zaloguj\p{L}*
  vi: đăng\s+nhập
  id: masuk
  cjk: 登录 | 登錄 | 登入 | ログイン | サインイン | 로그인 | เข้าสู่ระบบ
`;
export const SIGN_IN_WORDS = vocabulary(SIGN_IN_LIST);

/** "Confirm" that may as well mean "check" (確認 the order), or just "continue". */
export const WEAK_WORDS = vocabulary(String.raw`
  en: continue
  es/pt/fr/de/ru: continuar | continuer | weiter | продолжить
  cjk: 確認 | 확인 | ตรวจสอบ
`);

/** "Not me", "I didn't ask": the link that says no. It never wins, even beside "sign in". */
export const DENIAL_WORDS = vocabulary(String.raw`
  en: (?:wasn['’]?t|was\s+not|isn['’]?t|is\s+not)\s+(?:you|me) | not\s+(?:you|me) | didn['’]?t\s+(?:request|ask|sign|make|try|do) | did\s+not\s+(?:request|ask|sign|make|try|do) | secure\s+(?:your|my)\s+account | lock\s+(?:your|my)\s+account | report | cancel | decline | deny | reject
  de: war\s+ich\s+nicht | nicht\s+ich
  fr: pas\s+moi
  es/pt/it: no\s+fui\s+yo | n[ãa]o\s+fui\s+eu | non\s+sono\s+stato\s+io
  ru/tr/pl/id: не\s+я | ben\s+de[ğg]ildim | to\s+nie\s+ja | bukan\s+saya
  cjk: 不是我 | 本人ではない | 본인이\s?아닌
`);

/** Footers, receipts and newsletters: unsubscribe, privacy, help, the order, the browser. */
export const OTHER_PURPOSE_WORDS = vocabulary(String.raw`
  en: unsubscrib\p{L}* | opt[- ]?out | preferences? | manage\s+(?:your\s+)?(?:subscriptions?|e-?mails?|notifications?) | e-?mail\s+settings | privacy | terms | cookies? | legal | help | support | faq | contact(?:\s+us)? | feedback | survey
  en: view\s+(?:it\s+|this\s+(?:e-?mail\s+)?)?(?:in|on)\s+(?:your\s+|a\s+)?(?:web\s+)?browser | view\s+(?:this\s+)?(?:e-?mail\s+)?online | web\s+version | trouble\s+viewing | download | app\s+store | google\s+play | follow\s+us
  en: (?<!in\s)orders? | receipt | invoice | track\p{L}* | shipping | purchase\p{L}* | refund
  de: abmeld\p{L}* | abbestell\p{L}* | datenschutz\p{L}* | impressum | agb | hilfe | kontakt | bestellung\p{L}* | rechnung | im\s+browser
  fr: d[ée]sabonn\p{L}* | d[ée]sinscri\p{L}* | confidentialit[ée] | conditions | aide | commande\p{L}* | facture
  es/pt: darse\s+de\s+baja | cancelar\s+(?:la\s+)?(?:suscripci[óo]n|inscri[çc][ãa]o|assinatura) | descadastr\p{L}* | privacidade? | t[ée]rminos | termos | ayuda | ajuda | soporte | suporte | pedidos? | recibo | factura | fatura
  it: annulla\s+(?:l['’]\s*)?iscrizione | disiscriv\p{L}* | termini | aiuto | assistenza | ordin[ei]
  ru: отпис\p{L}* | конфиденциальн\p{L}* | условия | помощь | поддержк\p{L}* | заказ\p{L}*
  tr: abonelik\p{L}* | gizlilik | ko[şs]ullar | yard[ıi]m | destek | sipari[şs]\p{L}*
  pl: wypisz\p{L}* | zrezygnuj | prywatno[śs]\p{L}* | regulamin | pomoc | zam[óo]wieni\p{L}*
  vi: h[ủu]y\s+đăng\s+k[ýy] | quy[ềe]n\s+ri[êe]ng\s+t[ưu] | đi[ềe]u\s+kho[ảa]n | tr[ợo]\s+gi[úu]p | đơn\s+hàng
  id: berhenti\s+berlangganan | privasi | ketentuan | bantuan | pesanan
  cjk: 退订 | 退訂 | 取消订阅 | 取消訂閱 | 隐私 | 隱私 | 条款 | 條款 | 帮助 | 幫助 | 客服 | 订单 | 訂單
  cjk: 配信停止 | 購読解除 | プライバシー | 利用規約 | ヘルプ | サポート | お問い合わせ | 注文 | ブラウザ
  cjk: 수신\s?거부 | 구독\s?취소 | 개인정보 | 약관 | 고객\s?센터 | 도움말 | 주문
  cjk: ยกเลิก | ความเป็นส่วนตัว | ข้อกำหนด | ช่วยเหลือ | คำสั่งซื้อ
`);

/**
 * "Your verification code is": a code mail, not a link. Taken out before the action words are
 * looked for, so a link beside a code is not taken for the verification link.
 */
const CODE_LIST = String.raw`
  en: (?:verification|verify|security|confirmation|login|log-?in|sign-?in|one-time|access|authentication)\s+code
  es/pt: c[óo]digo\s+de\s+(?:verificaci[óo]n|verifica[çc][ãa]o|confirmaci[óo]n|confirma[çc][ãa]o|seguridad|seguran[çc]a)
  fr/de/it: code\s+de\s+(?:v[ée]rification|confirmation|s[ée]curit[ée]) | (?:best[äa]tigungs|verifizierungs|sicherheits)code | codice\s+di\s+(?:verifica|conferma)
  ru/tr/pl: код\s+подтверждения | do[ğg]rulama\s+kodu | kod\s+weryfikacyjny
  vi/id: m[ãa]\s+x[áa]c\s+(?:minh|nh[ậa]n) | kode\s+verifikasi
  cjk: 验证码 | 驗證碼 | 确认码 | 認証コード | 確認コード | 인증\s?번호 | 인증\s?코드 | รหัสยืนยัน
`;
export const CODE_PHRASES = vocabulary(CODE_LIST, 'giu');

/** Words that make a mail about verification or signing in (besides the link's own). */
export const CONTEXT_WORDS = vocabulary(
  `${ACTION_LIST}${SIGN_IN_LIST}${CODE_LIST}${String.raw`
  en: passwords? | passcode | otp | 2fa | two-factor | security | new\s+device
  de/fr/es/pt: passwort | mot\s+de\s+passe | contraseña | senha
  ru/tr/pl/vi/id: пароль | [şs]ifre | hasło | mật\s+khẩu | kata\s+sandi
  cjk: 密码 | 密碼 | パスワード | 비밀번호 | รหัสผ่าน
`}`,
  'giu',
);

export const countMatches = (re: RegExp, s: string) => {
  let n = 0;
  for (const _ of s.matchAll(re)) n++;
  return n;
};
