/**
 * The words a one-time code stands next to, in the languages the shop's mail arrives in.
 * Words of scripts with spaces must stand alone (so "barcode", "foOTPath" and the Hebrew
 * "בנקודת" do not count); stems that inflect ("kodunuz", "кода", "vahvistuskoodia") take any
 * letters after. Compounds are spelled out rather than matched by a free prefix, which would
 * also take "barcode", "unicode" and "vscode".
 */
const WORDS = [
  // English
  'codes?',
  'verifycode',
  'otp',
  'one[- ]time',
  'passcode',
  'password',
  'p/w',
  'pin',
  'verify',
  'verification',
  '2fa',
  'two-factor',
  // German, Dutch, Afrikaans
  '(?:best[äa]tigungs|sicherheits|verifizierungs|anmelde|einmal|aktivierungs|zugangs|freigabe|login|inlog|sms)code',
  '(?:einmal)?(?:kennwort|passwort)',
  'm?tan',
  'verificatiecode',
  'wachtwoord',
  'verifikasiekode',
  // French, Spanish, Portuguese, Italian, Catalan
  'v[ée]rification',
  'mot de passe',
  'c[oó]digo',
  'contrase[ñn]a',
  'clave',
  'senha',
  'codice',
  'codi',
  // Polish, Turkish, Indonesian, Malay, Georgian (transliterated), Russian, Greek
  'kod\\p{L}*',
  'has[łl]o',
  '[şs]ifre\\p{L}*',
  'verifikasi',
  'код\\p{L}*',
  'парол\\p{L}*',
  'parol\\p{L}*',
  'κωδικ\\p{L}*',
  // Finnish
  '(?:vahvistus|kertakäyttö|tunnistus|turva|varmennus)?koodi\\p{L}*',
  'salasana\\p{L}*',
  // Vietnamese, with and without its marks
  'm[ãa] (?:x[áa]c (?:minh|nh[ậa]n|th[ựu]c)|k[íi]ch ho[ạa]t|otp)',
  // Hebrew ("the code", "your password"), Arabic, Persian, Hindi
  '[הבלו]?(?:קוד|סיסמ\\p{L}*)',
  '(?:ال)?(?:رمز|كود)\\p{L}*',
  'کد',
  'कोड',
];

/** Scripts written without spaces between words: matched anywhere. */
const CJK_WORDS = [
  // Chinese
  '验证码',
  '驗證碼',
  '验证代码',
  '驗證代碼',
  '校验码',
  '校驗碼',
  '动态码',
  '動態碼',
  '动态密码',
  '動態密碼',
  '确认码',
  '確認碼',
  '认证码',
  '認證碼',
  '安全码',
  '安全碼',
  '密码',
  '密碼',
  // Japanese
  '認証コード',
  '確認コード',
  '認証番号',
  '確認番号',
  'セキュリティコード',
  'ワンタイム',
  'パスワード',
  'パスコード',
  'コード',
  // Korean
  '인증\\s?번호',
  '인증\\s?코드',
  '보안\\s?코드',
  '확인\\s?코드',
  '코드',
  // Thai: "รหัส" opens "รหัส OTP", "รหัสยืนยัน" (confirmation code), "รหัสผ่าน" (password)
  'รหัส',
];

/** Words of scripts with spaces, each standing alone. */
export const WORD_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${WORDS.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
/** Chinese, Japanese, Korean and Thai words, matched anywhere; only run on text in those scripts. */
export const CJK_WORD_RE = new RegExp(CJK_WORDS.join('|'), 'g');
export const HAS_CJK = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * A code word that names something else when the word before it is one of these: "promo
 * code", "claim code", "zip code", "error code", "シリアルコード", "쿠폰 코드". Game shops get
 * redemption and gift codes by the hundred; none of them is a one-time code to copy. Tested
 * against the one word before (CJK ones end the run of characters glued to the code word).
 */
export const NOT_A_CODE_WORD =
  /(?:^(?:promo(?:tion(?:al)?)?|coupon|discount|gift|card|reference|redeem|redemption|claim|prize|identifier|purchase|order|zip|postal|post|voucher|referral|invite|invitation|error|qr|country|area|source|product|tracking|reward|bonus|cd-?key|bar|dress|status|colou?r|tax|bank|sort|swift|style|response|reason|pick-?up|rabatt|gutschein|fehler|indirim|hata|takip|kupon|promosyon|hediye)|シリアル|ギフト|招待|クーポン|プロモーション|エラー|引換|쿠폰|오류|에러|초대|추천인|선물|할인|兑换|兌換|邀请|邀請|优惠|優惠|礼包|禮包|取件|提货|提貨)$/i;

/**
 * The same, where the language puts the qualifier after the word: "code promo", "código de
 * seguimiento", "codice sconto", "kod rabatowy", "код ошибки", "kode pos".
 */
export const NOT_A_CODE_WORD_AFTER =
  /^\s*(?:promo\p{L}*|cadeau|postal|postale|fiscale|sconto|regalo|d['’]erreur|de (?:r[ée]duction|suivi|parrainage|descuento|seguimiento|canje|regalo|cup[oó]n|rastreamento|rastreio|desconto|resgate|erro|error)|di (?:tracciamento|errore|spedizione)|rabatow\p{L}*|promocyjn\p{L}*|pocztow\p{L}*|b[łl][ęe]du|[śs]ledzenia|podarunkow\p{L}*|zni[żz]kow\p{L}*|ошибки|купона|скидки|отслеживания|заказа|voucher|pos(?!\p{L})|booking|resi(?!\p{L}))/iu;

/**
 * A sentence that sells: "Use code SAVE20 for 20% off", "at checkout". Its code word
 * introduces a promo code, whatever stands before it.
 */
export const PROMOTION_NEARBY =
  /\d ?% (?:off|de (?:descuento|r[ée]duction|desconto)|di sconto|rabatt|zni[żz]ki|скидк)|\b(?:at checkout|off your (?:next |first )?(?:order|purchase)|discount|coupon)\b/gi;
