import { Tokenizer } from 'htmlparser2';

/**
 * What a person reads in a received HTML mail, and the link it asks them to follow to verify
 * or sign in. Both are pure, read only the HTML they are given and stay linear on hostile
 * input: the work is capped, and the markup is read by htmlparser2's streaming tokenizer with
 * an explicit stack (its Parser keeps its stack with `unshift`, which turns 2 MB of nested
 * `<div>`s into a minute of work).
 *
 * Decisions:
 * - Images are dropped, alt text included: in a mail it is mostly "logo", "banner" or a
 *   tracking pixel. (The link finder does read an image's alt inside a link: an image button.)
 * - Hidden elements (`hidden`, `display:none`, `visibility:hidden`, `opacity:0`, a zero height
 *   with `overflow:hidden`) are dropped, the preheader among them: nobody sees it in the mail,
 *   it repeats the body or pads it with invisible characters. `mso-hide:all` is kept: it hides
 *   only in Outlook, and is what every other client shows.
 * - `<script>`, `<style>`, `<title>`, `<template>`, comments (Outlook's conditional ones too),
 *   SVG, MathML and embedded objects are dropped. `<head>` itself is not: all it holds that
 *   has text is dropped anyway, and a mail that never closes it would otherwise lose its body.
 * - Blocks go on their own lines, paragraphs, headings and lists apart by one blank line,
 *   table cells on one line apart by a tab: a code in its own cell stands apart from its label.
 */

/** Only the head of a huge mail is read: no real mail comes near 2 MB of HTML. */
const MAX_HTML_CHARS = 2 * 1024 * 1024;
/** Nobody reads past this, and the search and the database are spared the rest. */
const MAX_TEXT_CHARS = 100_000;
/** Elements nested deeper than this are read as if they closed at once. */
const MAX_DEPTH = 1024;
const MAX_ATTRIBUTE_CHARS = 4096;
const MAX_HREF_CHARS = 2000;
const MAX_LINKS = 1000;
const MAX_LABEL_CHARS = 500;
/** How far around a link its line is read, for "Click <a>here</a> to verify". */
const LINE_CONTEXT_CHARS = 300;

// ---------------------------------------------------------------------------------------------
// Reading the markup

type Attributes = Readonly<Record<string, string>>;

const listOf = (list: string) => list.split(' ');

interface Frame {
  readonly name: string;
  readonly attributes: Attributes;
  /** The element hides itself and everything inside it. */
  readonly hides: boolean;
}

/** What is told of the visible part of a document, in document order. */
interface Visitor {
  open(name: string, attributes: Attributes, parent: Frame | undefined): void;
  close(name: string): void;
  text(chunk: string): void;
  /** True once the visitor wants no more. */
  readonly done: boolean;
}

/** Only these attributes are kept; the rest are never copied out of the markup. */
const KEPT_ATTRIBUTES = new Set(
  listOf('href style class id role hidden title aria-label alt bgcolor background'),
);

const VOID_ELEMENTS = new Set(
  listOf(
    'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr',
  ),
);
/** The tokenizer reads these as raw text up to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp']);
/** Their content is never read as text (`textarea` and `xmp` show theirs, so they stay). */
const SKIPPED_ELEMENTS = new Set(
  listOf(
    'script style title template svg math iframe object applet canvas audio video noembed noframes',
  ),
);
/** Inside these a `/>` closes an element, as it does in XML. */
const FOREIGN_ELEMENTS = new Set(['svg', 'math']);

const CLOSES_P = new Set(['p']);
/** An open tag that closes the element on top of the stack, as browsers do. */
const IMPLIED_CLOSES = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['td', new Set(['th', 'td'])],
  ['th', new Set(['th', 'td'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
  ['li', new Set(['li'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['option', new Set(['option'])],
  ['body', new Set(['head'])],
  ...listOf(
    'address article aside blockquote center details div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section table ul',
  ).map((name) => [name, CLOSES_P] as const),
]);

const HIDING_STYLE = /(?:^|;)(?:display:none|visibility:hidden|opacity:0(?:\.0+)?(?=;|$))/;
const ZERO_HEIGHT_STYLE = /(?:^|;)(?:max-)?height:0(?:px|em|rem|%)?(?=;|$)/;

function isHidden(attributes: Attributes): boolean {
  if (attributes.hidden !== undefined) return true;
  const style = attributes.style?.toLowerCase().replace(/\s+|!important/g, '');
  if (!style) return false;
  return (
    HIDING_STYLE.test(style) || (ZERO_HEIGHT_STYLE.test(style) && style.includes('overflow:hidden'))
  );
}

/**
 * The open elements, kept with push and pop, that tell the visitor only what can be seen.
 * An end tag closes its nearest open namesake and whatever is still open inside it; an end tag
 * with no open namesake is ignored, found in O(1) by counting the open elements by name, so
 * every element is opened and closed once whatever the markup.
 */
class VisibleTree {
  private readonly stack: Frame[] = [];
  private readonly openByName = new Map<string, number>();
  private hiddenDepth = 0;
  private foreignDepth = 0;

  constructor(private readonly visitor: Visitor) {}

  private get visible(): boolean {
    return this.hiddenDepth === 0;
  }

  private get top(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }

  open(name: string, attributes: Attributes, selfClosing: boolean): void {
    this.closeImpliedBy(name);
    const tooDeep = this.stack.length >= MAX_DEPTH && !RAW_TEXT_ELEMENTS.has(name);
    if (VOID_ELEMENTS.has(name) || tooDeep) {
      if (this.visible && !isHidden(attributes)) {
        this.visitor.open(name, attributes, this.top);
        this.visitor.close(name);
      }
      return;
    }
    this.push(name, attributes);
    if (selfClosing && (this.foreignDepth > 0 || RAW_TEXT_ELEMENTS.has(name))) this.close(name);
  }

  close(name: string): void {
    if (!this.openByName.get(name)) {
      this.closeStray(name);
      return;
    }
    let frame = this.pop();
    while (frame && frame.name !== name) frame = this.pop();
  }

  text(chunk: string): void {
    if (this.visible) this.visitor.text(chunk);
  }

  /** The end of the document closes whatever is still open. */
  finish(): void {
    while (this.pop());
  }

  private closeImpliedBy(name: string): void {
    // Links do not nest: a new one ends the last, as in a browser.
    if (name === 'a' && this.openByName.get('a')) this.close('a');
    const closes = IMPLIED_CLOSES.get(name);
    while (closes && this.top && closes.has(this.top.name)) this.pop();
  }

  /** `</br>` is a line break and `</p>` an empty paragraph, as browsers read them. */
  private closeStray(name: string): void {
    if ((name === 'br' || name === 'p') && this.visible) {
      this.visitor.open(name, {}, this.top);
      this.visitor.close(name);
    }
  }

  private push(name: string, attributes: Attributes): void {
    const parent = this.top;
    const frame = { name, attributes, hides: SKIPPED_ELEMENTS.has(name) || isHidden(attributes) };
    this.stack.push(frame);
    this.openByName.set(name, (this.openByName.get(name) ?? 0) + 1);
    if (frame.hides) this.hiddenDepth++;
    if (FOREIGN_ELEMENTS.has(name)) this.foreignDepth++;
    if (this.visible) this.visitor.open(name, attributes, parent);
  }

  private pop(): Frame | undefined {
    const frame = this.stack.pop();
    if (!frame) return undefined;
    if (this.visible) this.visitor.close(frame.name);
    if (frame.hides) this.hiddenDepth--;
    if (FOREIGN_ELEMENTS.has(frame.name)) this.foreignDepth--;
    this.openByName.set(frame.name, (this.openByName.get(frame.name) ?? 1) - 1);
    return frame;
  }
}

/** The first `max` characters, never ending inside a surrogate pair. */
function headOf(s: string, max: number): string {
  if (s.length <= max) return s;
  const end = /[\uD800-\uDBFF]/.test(s.charAt(max - 1)) ? max - 1 : max;
  return s.slice(0, end);
}

/** Feeds the visible part of (the head of) a document to the visitor, in document order. */
function walkHtml(html: string, visitor: Visitor): void {
  const source = headOf(html, MAX_HTML_CHARS);
  const tree = new VisibleTree(visitor);
  let tagName = '';
  let attributes: Record<string, string> = {};
  let attributeName = '';
  let attributeValue = '';
  const appendToAttribute = (s: string) => {
    if (attributeValue.length <= MAX_ATTRIBUTE_CHARS) attributeValue += s;
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => emitText(source.slice(start, end)),
      ontextentity: (codePoint) => emitText(String.fromCodePoint(codePoint)),
      onopentagname: (start, end) => {
        tagName = source.slice(start, end).toLowerCase();
        attributes = {};
      },
      onattribname: (start, end) => {
        attributeName = source.slice(start, end).toLowerCase();
        attributeValue = '';
      },
      onattribdata: (start, end) => appendToAttribute(source.slice(start, end)),
      onattribentity: (codePoint) => appendToAttribute(String.fromCodePoint(codePoint)),
      onattribend: () => {
        // The first of a repeated attribute counts, as in a browser.
        if (KEPT_ATTRIBUTES.has(attributeName) && !(attributeName in attributes))
          attributes[attributeName] = attributeValue;
      },
      onopentagend: () => tree.open(tagName, attributes, false),
      onselfclosingtag: () => tree.open(tagName, attributes, true),
      onclosetag: (start, end) => tree.close(source.slice(start, end).toLowerCase()),
      oncomment: () => {},
      oncdata: () => {},
      ondeclaration: () => {},
      onprocessinginstruction: () => {},
      onend: () => {},
    },
  );
  function emitText(chunk: string) {
    tree.text(chunk);
    if (visitor.done) tokenizer.pause();
  }
  tokenizer.write(source);
  tokenizer.end();
  tree.finish();
}

// ---------------------------------------------------------------------------------------------
// Readable text

/**
 * Characters that show nothing: controls (NUL included), soft hyphens, zero-width spaces and
 * joiners, direction marks, Hangul fillers, the byte-order mark. Preheaders pad with them.
 * A zero-width joiner stays before a pictograph, where it joins an emoji sequence.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5|\u200d(?!\p{Extended_Pictographic})/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Long texts are folded this much at a time (a surrogate pair split between two is rejoined). */
const INLINE_PIECE_CHARS = 16 * 1024;

const LINE = 1;
const PARAGRAPH = 2;
type Breaks = typeof LINE | typeof PARAGRAPH;

/**
 * The text as it is written: whitespace folded, breaks and gaps held back until more text
 * comes (so none lead or trail, and at most one blank line stands between blocks), and no more
 * than MAX_TEXT_CHARS.
 */
class TextSink {
  private out = '';
  private pendingBreaks = 0;
  private pendingGap: '' | ' ' | '\t' = '';
  full = false;

  get written(): string {
    return this.out;
  }

  get length(): number {
    return this.out.length;
  }

  /** A block starts or ends: what follows goes on a new line, or after a blank line. */
  block(breaks: Breaks): void {
    this.pendingBreaks = Math.max(this.pendingBreaks, breaks);
  }

  /** `<br>`: each adds a line, but never more than one blank line in a row. */
  lineBreak(): void {
    this.pendingBreaks = Math.min(this.pendingBreaks + 1, PARAGRAPH);
  }

  /** A table cell stands a tab apart from the cell before it on the same line. */
  cell(): void {
    if (this.pendingBreaks === 0) this.pendingGap = '\t';
  }

  /**
   * Text as HTML shows it: runs of whitespace are one space. Returns where it starts, or -1.
   * A long text is read a piece at a time, so no more of it is folded than is written.
   */
  inline(raw: string): number {
    let start = -1;
    for (let at = 0; at < raw.length && !this.full; at += INLINE_PIECE_CHARS) {
      const written = this.inlinePiece(raw.slice(at, at + INLINE_PIECE_CHARS));
      if (start < 0) start = written;
    }
    return start;
  }

  private inlinePiece(raw: string): number {
    const folded = raw.replace(INVISIBLE, '').replace(/\s+/g, ' ');
    if (folded.startsWith(' ')) this.space();
    const words = folded.trim();
    const start = this.write(words);
    if (words !== '' && folded.endsWith(' ')) this.space();
    return start;
  }

  /** Text of a `<pre>`: its lines and spaces stay. Returns where it starts, or -1. */
  preformatted(raw: string): number {
    const lines = raw
      .replace(INVISIBLE, '')
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n\t]/g, ' ')
      .split('\n');
    let start = -1;
    lines.forEach((line, i) => {
      if (i > 0) this.lineBreak();
      const at = this.write(line);
      if (start < 0) start = at;
    });
    return start;
  }

  private space(): void {
    if (this.pendingGap === '') this.pendingGap = ' ';
  }

  private write(words: string): number {
    if (this.full || words === '') return -1;
    if (this.out.length > 0)
      this.out += this.pendingBreaks > 0 ? '\n'.repeat(this.pendingBreaks) : this.pendingGap;
    this.pendingBreaks = 0;
    this.pendingGap = '';
    const start = this.out.length;
    const room = MAX_TEXT_CHARS - start;
    if (words.length >= room) this.full = true;
    this.out += headOf(words, room);
    return start;
  }
}

/** Set apart from what stands around them by a blank line. */
const PARAGRAPH_ELEMENTS = new Set(listOf('p h1 h2 h3 h4 h5 h6 blockquote pre hr ul ol dl'));
/** On lines of their own. (Layout tables nest deep: a blank line for each would double-space.) */
const BLOCK_ELEMENTS = new Set(
  listOf(
    'address article aside body caption center dd details dialog div dt fieldset figcaption figure footer form header hgroup html legend li main nav option section summary table tbody textarea tfoot thead tr',
  ),
);

/** Turns what the tree shows into lines of text. */
class TextVisitor implements Visitor {
  readonly sink = new TextSink();
  private preDepth = 0;

  get done(): boolean {
    return this.sink.full;
  }

  open(name: string): void {
    if (name === 'br') this.sink.lineBreak();
    else if (name === 'td' || name === 'th') this.sink.cell();
    else this.blockEdge(name);
    if (name === 'pre') this.preDepth++;
  }

  close(name: string): void {
    this.blockEdge(name);
    if (name === 'pre') this.preDepth--;
  }

  text(chunk: string): void {
    this.write(chunk);
  }

  /** Writes the chunk; returns where its text starts, or -1 when it showed nothing. */
  write(chunk: string): number {
    return this.preDepth > 0 ? this.sink.preformatted(chunk) : this.sink.inline(chunk);
  }

  private blockEdge(name: string): void {
    if (PARAGRAPH_ELEMENTS.has(name)) this.sink.block(PARAGRAPH);
    else if (BLOCK_ELEMENTS.has(name)) this.sink.block(LINE);
  }
}

function finishText(written: string): string {
  return written
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(LONE_SURROGATE, '\uFFFD')
    .trim();
}

/**
 * What a person reads in an HTML mail: its visible text in document order, one block a line,
 * table cells a tab apart, entities decoded, invisible characters removed, no URLs of links or
 * images, never wrapped, at most one blank line in a row, trimmed. Reads the first 2 MB of the
 * HTML and writes at most 100,000 characters.
 */
export function readableText(html: string): string {
  const visitor = new TextVisitor();
  walkHtml(html, visitor);
  return finishText(visitor.sink.written);
}

// ---------------------------------------------------------------------------------------------
// The verification link: vocabulary

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
const ACTION_WORDS = vocabulary(ACTION_LIST);

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
const SIGN_IN_WORDS = vocabulary(SIGN_IN_LIST);

/** "Confirm" that may as well mean "check" (確認 the order), or just "continue". */
const WEAK_WORDS = vocabulary(String.raw`
  en: continue
  es/pt/fr/de/ru: continuar | continuer | weiter | продолжить
  cjk: 確認 | 확인 | ตรวจสอบ
`);

/** "Not me", "I didn't ask": the link that says no. It never wins, even beside "sign in". */
const DENIAL_WORDS = vocabulary(String.raw`
  en: (?:wasn['’]?t|was\s+not|isn['’]?t|is\s+not)\s+(?:you|me) | not\s+(?:you|me) | didn['’]?t\s+(?:request|ask|sign|make|try|do) | did\s+not\s+(?:request|ask|sign|make|try|do) | secure\s+(?:your|my)\s+account | lock\s+(?:your|my)\s+account | report | cancel | decline | deny | reject
  de: war\s+ich\s+nicht | nicht\s+ich
  fr: pas\s+moi
  es/pt/it: no\s+fui\s+yo | n[ãa]o\s+fui\s+eu | non\s+sono\s+stato\s+io
  ru/tr/pl/id: не\s+я | ben\s+de[ğg]ildim | to\s+nie\s+ja | bukan\s+saya
  cjk: 不是我 | 本人ではない | 본인이\s?아닌
`);

/** Footers, receipts and newsletters: unsubscribe, privacy, help, the order, the browser. */
const OTHER_PURPOSE_WORDS = vocabulary(String.raw`
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
const CODE_PHRASES = vocabulary(CODE_LIST, 'giu');

/** Words that make a mail about verification or signing in (besides the link's own). */
const CONTEXT_WORDS = vocabulary(
  `${ACTION_LIST}${SIGN_IN_LIST}${CODE_LIST}${String.raw`
  en: passwords? | passcode | otp | 2fa | two-factor | security | new\s+device
  de/fr/es/pt: passwort | mot\s+de\s+passe | contraseña | senha
  ru/tr/pl/vi/id: пароль | [şs]ifre | hasło | mật\s+khẩu | kata\s+sandi
  cjk: 密码 | 密碼 | パスワード | 비밀번호 | รหัสผ่าน
`}`,
  'giu',
);

const SOCIAL_AND_STORE_HOSTS = listOf(
  'facebook.com fb.com fb.me twitter.com x.com instagram.com youtube.com youtu.be tiktok.com twitch.tv reddit.com linkedin.com pinterest.com vk.com line.me t.me telegram.me discord.gg apps.apple.com itunes.apple.com play.google.com appgallery.huawei.com galaxystore.samsung.com',
);
/** A host or path that is a footer's: matched on `host/path`, lowercased. */
const OTHER_PURPOSE_URL =
  /(?<![a-z])(?:orders?|receipts?|invoices?|unsub\w*|opt-?out|preferences?|prefs|privacy|terms|tos|legal|cookies?|help|support|faq|contact\w*|feedback|survey|webversion|web-?version|view-?in-?browser|view-?online|email-?settings|notification-?settings|manage-?subscriptions?)(?![a-z])/;
/** Path, query or fragment of a verification or sign-in page. */
const ACTION_URL =
  /(?<![a-z])(?:verif\w*|confirm\w*|activat\w*|validat\w*|login|log-?in|signin|sign-?in|magic\w*|token|auth\w*|otp|approv\w*|reset\w*|password)/;
const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|svg|bmp|ico|avif)$/i;

// ---------------------------------------------------------------------------------------------
// The verification link: candidates

interface Candidate {
  href: string;
  /** What the link itself says: its text, title, aria-label, the alt of an image in it. */
  label: string;
  /** Its sentence's words before it, for "If this wasn't you, <a>reset your password</a>". */
  lead: string;
  /** Its sentence, and the line before, for "Click here to verify" and "Verify:\nURL". */
  line: string;
  previousLine: string;
  button: boolean;
  /** How many words of the text it was found in are about verifying or signing in. */
  contextWords: number;
}

interface OpenLink {
  href: string;
  label: string;
  start: number;
  button: boolean;
}

interface FoundLink extends OpenLink {
  end: number;
}

const BUTTON_CLASS = /btn|button|\bcta\b/i;
const BUTTON_BOX = /background|border-radius/;
const BLOCK_WITH_PADDING =
  /display:\s*(?:inline-)?block[\s\S]*padding|padding[\s\S]*display:\s*(?:inline-)?block/;
const FILLED_PARENT = new Set(['td', 'th', 'div', 'span', 'p', 'center', 'table']);

/** A link drawn as a button, or sitting alone in a filled, rounded cell (a "bulletproof" one). */
function looksLikeButton(attributes: Attributes, parent: Frame | undefined): boolean {
  const style = attributes.style?.toLowerCase() ?? '';
  const names = `${attributes.class ?? ''} ${attributes.id ?? ''}`;
  if (attributes.role === 'button' || BUTTON_CLASS.test(names)) return true;
  if (BUTTON_BOX.test(style) || BLOCK_WITH_PADDING.test(style)) return true;
  if (!parent || !FILLED_PARENT.has(parent.name)) return false;
  const parentStyle = parent.attributes.style?.toLowerCase() ?? '';
  const filled = parent.attributes.bgcolor !== undefined || parentStyle.includes('background');
  return (
    BUTTON_CLASS.test(parent.attributes.class ?? '') ||
    (filled && parentStyle.includes('border-radius'))
  );
}

const collapse = (s: string) => s.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();

/** Reads the text as TextVisitor does, and the links in it with where their text stands. */
class LinkVisitor implements Visitor {
  readonly reader = new TextVisitor();
  readonly links: FoundLink[] = [];
  private current: OpenLink | null = null;

  get done(): boolean {
    return this.reader.done;
  }

  open(name: string, attributes: Attributes, parent: Frame | undefined): void {
    this.reader.open(name);
    if (name === 'a') this.startLink(attributes, parent);
    else if (name === 'img' && this.current) this.addToLabel(attributes.alt ?? '');
  }

  close(name: string): void {
    if (name === 'a') this.endLink();
    this.reader.close(name);
  }

  text(chunk: string): void {
    const start = this.reader.write(chunk);
    if (!this.current) return;
    this.addToLabel(chunk);
    if (this.current.start < 0) this.current.start = start;
  }

  private startLink(attributes: Attributes, parent: Frame | undefined): void {
    if (attributes.href === undefined || this.links.length >= MAX_LINKS) return;
    this.current = {
      href: attributes.href,
      label: '',
      start: -1,
      button: looksLikeButton(attributes, parent),
    };
    this.addToLabel(attributes.title ?? '');
    this.addToLabel(attributes['aria-label'] ?? '');
  }

  private addToLabel(s: string): void {
    if (this.current && this.current.label.length < MAX_LABEL_CHARS)
      this.current.label += ` ${s.slice(0, MAX_LABEL_CHARS)}`;
  }

  private endLink(): void {
    const link = this.current;
    if (!link) return;
    this.current = null;
    const end = this.reader.sink.length;
    this.links.push({ ...link, start: link.start < 0 ? end : link.start, end });
  }
}

const countMatches = (re: RegExp, s: string) => {
  let n = 0;
  for (const _ of s.matchAll(re)) n++;
  return n;
};

const SENTENCE_END = /[.!?](?=\s|$)|[。！？]/g;

/** What follows the last sentence end: the start of the sentence a link stands in. */
function sentenceBefore(s: string): string {
  let cut = 0;
  for (const m of s.matchAll(SENTENCE_END)) cut = m.index + m[0].length;
  return s.slice(cut);
}

/** Up to the first sentence end: the rest of the sentence a link stands in. */
function sentenceAfter(s: string): string {
  const end = s.search(SENTENCE_END);
  return end < 0 ? s : s.slice(0, end + 1);
}

/** The last sentence of `s`, its own end mark included. */
function lastSentence(s: string): string {
  const t = s.trim();
  let cut = 0;
  for (const m of t.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (end < t.length) cut = end;
  }
  return t.slice(cut);
}

/**
 * The words beside a link on its line, up to the links before and after it: its sentence
 * ("Click <a>here</a> to verify."), or when the link stands alone after one, that sentence
 * ("Please confirm your email: URL"); and the part of its sentence before it ("If this wasn't
 * you, <a>reset your password</a>").
 */
function wordsBeside(lineBefore: string, lineAfter: string): Pick<Candidate, 'lead' | 'line'> {
  const clean = (s: string) => collapse(s.replace(TEXT_URL, ' ')).slice(0, MAX_LABEL_CHARS);
  const lead = clean(sentenceBefore(lineBefore));
  const around = clean(`${lead} ${sentenceAfter(lineAfter)}`);
  const line = /[\p{L}\p{N}]/u.test(around) ? around : clean(lastSentence(lineBefore));
  return { lead, line };
}

/** The last sentence of the last non-empty line, looking back past at most one blank line. */
function previousLineOf(before: string[]): string {
  const line = before[before.length - 1]?.trim() || before[before.length - 2]?.trim() || '';
  return collapse(lastSentence(line.slice(-LINE_CONTEXT_CHARS)).replace(TEXT_URL, ' '));
}

function htmlCandidates(html: string): Candidate[] {
  const visitor = new LinkVisitor();
  walkHtml(html, visitor);
  const text = visitor.reader.sink.written;
  const contextWords = countMatches(CONTEXT_WORDS, text);
  return visitor.links.map((link, i, links) => {
    const linesBefore = text
      .slice(Math.max(0, link.start - 3 * LINE_CONTEXT_CHARS), link.start)
      .split('\n');
    const lineStart = link.start - (linesBefore.pop() ?? '').length;
    const previousEnd = links[i - 1]?.end ?? 0;
    const nextStart = links[i + 1]?.start ?? text.length;
    const lineBefore = text.slice(
      Math.max(lineStart, previousEnd, link.start - LINE_CONTEXT_CHARS),
      link.start,
    );
    const lineAfter = text.slice(link.end, Math.min(nextStart, link.end + LINE_CONTEXT_CHARS));
    return {
      href: link.href,
      label: collapse(link.label).replace(TEXT_URL, ' ').trim(),
      ...wordsBeside(lineBefore, lineAfter.split('\n')[0] ?? ''),
      previousLine: previousLineOf(linesBefore),
      button: link.button,
      contextWords,
    };
  });
}

const TEXT_URL = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation after a URL in prose, or the brackets around it, is not part of it. */
const URL_TAIL = /[.,;:!?'"’”»」』>\]}]+$/;

function trimUrl(url: string): string {
  const trimmed = url.replace(URL_TAIL, '');
  // A closing parenthesis belongs to the URL only when it opened one.
  return trimmed.endsWith(')') && !trimmed.includes('(') ? trimmed.slice(0, -1) : trimmed;
}

function textCandidates(text: string): Candidate[] {
  const head = headOf(text, MAX_TEXT_CHARS);
  const contextWords = countMatches(CONTEXT_WORDS, head);
  const lines = head.split(/\r\n?|\n/);
  const candidates: Candidate[] = [];
  lines.forEach((line, i) => {
    const urls = [...line.matchAll(TEXT_URL)].map((m) => ({
      href: trimUrl(m[0]),
      start: m.index,
      end: m.index + m[0].length,
    }));
    urls.forEach((url, j) => {
      if (candidates.length >= MAX_LINKS) return;
      const previousEnd = urls[j - 1]?.end ?? 0;
      const nextStart = urls[j + 1]?.start ?? line.length;
      const lineBefore = line.slice(
        Math.max(previousEnd, url.start - LINE_CONTEXT_CHARS),
        url.start,
      );
      const afterStart = url.start + url.href.length;
      const lineAfter = line.slice(
        afterStart,
        Math.min(nextStart, afterStart + LINE_CONTEXT_CHARS),
      );
      candidates.push({
        href: url.href,
        label: '',
        ...wordsBeside(lineBefore, lineAfter),
        previousLine: previousLineOf(lines.slice(Math.max(0, i - 2), i)),
        button: false,
        contextWords,
      });
    });
  });
  return candidates;
}

// ---------------------------------------------------------------------------------------------
// The verification link: scoring
//
// A link scores what its words say (an action 10, signing in 7, a bare "確認" or "continue" 4;
// 2 less when the words stand beside it rather than on it), plus 4 for a verify, login or
// token URL, 3 for a button, and 4 when the rest of the mail speaks of verifying or signing in.
// It qualifies at 8, and only when its words alone reach 8 or the mail is about it: the
// "Log in" of a newsletter's menu does not.

const STRENGTH = { action: 10, signIn: 7, weak: 4 } as const;
/** Words beside the link, not on it, say a little less. */
const BESIDE_PENALTY = 2;
const ACTION_URL_BONUS = 4;
const BUTTON_BONUS = 3;
const CONTEXT_BONUS = 4;
/** Enough on its own: the link says "Verify", or "Sign in" in a mail about signing in. */
const QUALIFYING_SCORE = 8;

function hostIsOneOf(host: string, hosts: string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * The href as written (trimmed, tabs and line breaks taken out as a browser does), when it is
 * a web link that could be a verification link: not a footer's, a social or store page, an image.
 */
function usableHref(raw: string): { href: string; url: URL } | null {
  const href = raw.trim().replace(/[\t\n\r]/g, '');
  if (href.length > MAX_HREF_CHARS || !/^https?:\/\//i.test(href)) return null;
  // eslint-disable-next-line no-control-regex -- a link with controls or spaces is broken
  if (/[\s\u0000-\u001f\u007f]/.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (hostIsOneOf(host, SOCIAL_AND_STORE_HOSTS)) return null;
  if (OTHER_PURPOSE_URL.test(`${host}${url.pathname.toLowerCase()}`)) return null;
  if (IMAGE_PATH.test(url.pathname)) return null;
  return { href, url };
}

function strengthOf(words: string): number {
  const text = words.replace(CODE_PHRASES, ' ');
  if (ACTION_WORDS.test(text)) return STRENGTH.action;
  if (SIGN_IN_WORDS.test(text)) return STRENGTH.signIn;
  if (WEAK_WORDS.test(text)) return STRENGTH.weak;
  return 0;
}

type Reading = { strength: number; source: string } | 'refused';

/**
 * What some words say of a link: refused when they say no or name another purpose ("Verify
 * your purchase" is a receipt's), else how strongly they name a verification; null when they
 * say nothing either way. Only one sentence is read, so "Need help?" after "Click here to
 * verify." does not refuse the link.
 */
function readWords(words: string): Reading | null {
  if (words === '') return null;
  const text = words.normalize('NFC');
  if (DENIAL_WORDS.test(text) || OTHER_PURPOSE_WORDS.test(text)) return 'refused';
  const strength = strengthOf(text);
  return strength > 0 ? { strength, source: text } : null;
}

/**
 * The nearest words that say anything: the link's own, its sentence, then the line before.
 * A sentence that starts "If this wasn't you" refuses the link whatever the link says.
 */
function readLabels(c: Candidate): Reading {
  if (DENIAL_WORDS.test(c.lead.normalize('NFC'))) return 'refused';
  const own = readWords(c.label);
  if (own) return own;
  for (const beside of [c.line, c.previousLine]) {
    const reading = readWords(beside);
    if (reading === 'refused') return reading;
    if (reading) return { ...reading, strength: reading.strength - BESIDE_PENALTY };
  }
  return { strength: 0, source: '' };
}

function scored(c: Candidate): { href: string; score: number } | null {
  const usable = usableHref(c.href);
  if (!usable) return null;
  const reading = readLabels(c);
  if (reading === 'refused') return null;
  const { href, url } = usable;
  const pageWords = `${url.pathname}${url.search}${url.hash}`.toLowerCase();
  const aboutVerification = c.contextWords > countMatches(CONTEXT_WORDS, reading.source);
  const score =
    reading.strength +
    (ACTION_URL.test(pageWords) ? ACTION_URL_BONUS : 0) +
    (c.button ? BUTTON_BONUS : 0) +
    (aboutVerification ? CONTEXT_BONUS : 0);
  // A "Sign in" or a /login link alone is a newsletter's menu unless the mail is about it.
  const qualifies =
    score >= QUALIFYING_SCORE && (reading.strength >= QUALIFYING_SCORE || aboutVerification);
  return qualifies ? { href, score } : null;
}

/**
 * The mail's verification or sign-in link ("Verify email", "Confirm login", "Sign in",
 * "Yes, it was me", in the languages a game buyer meets): from the HTML's links (their text,
 * title, aria-label or image alt, a button weighing more, a verify/login/token URL counting
 * too) and from the plain text (a URL on the line of such words, or the line after). Only
 * http(s) links, never an unsubscribe, privacy, help, social, store or "view in browser" one.
 * The best scored wins, the first of equals; null when none qualifies. Returns the href as
 * written (entities decoded, trimmed), at most 2,000 characters. Never goes to the network.
 */
export function findVerificationLink(html: string | null, text: string): string | null {
  const candidates = [...(html ? htmlCandidates(html) : []), ...textCandidates(text)];
  let best: { href: string; score: number } | null = null;
  for (const candidate of candidates) {
    const result = scored(candidate);
    if (result && (!best || result.score > best.score)) best = result;
  }
  return best?.href ?? null;
}
