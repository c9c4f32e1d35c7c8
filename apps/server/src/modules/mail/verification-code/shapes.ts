/**
 * What a token looks like, and whether what stands around it makes it a date, a price, a phone
 * number or a label's value rather than a code.
 */

/**
 * Tokens a code can be: a run of letters and digits, digits in two groups ("123 456",
 * "1234-5678"), Google's "G-" before six digits, or single characters spaced out on a line of
 * their own ("a u 8 k u f", as some signing services print a TAN).
 */
export const CANDIDATE_RE =
  /(?<![A-Za-z0-9])(?:G-(?=\d{6}(?!\d)))?(?:\d{3,4}[ -]\d{3,4}|[A-Za-z0-9]{4,10}|(?:[A-Za-z0-9] ){3,7}[A-Za-z0-9])(?![A-Za-z0-9])/g;

export type Shape = 'digits' | 'long-digits' | 'grouped' | 'mixed' | 'letters' | 'lowercase-mixed';

/** The code as it is typed: Google's "G-" is pre-filled by its form, spaces and dashes are not typed. */
export function typedCode(token: string): string {
  return token.replace(/^G-/, '').replace(/[ -]/g, '');
}

export function isSpacedOut(token: string): boolean {
  return / /.test(token) && !/\d{2}/.test(token);
}

export function shapeOf(code: string, token: string): Shape | null {
  if (/^\d{4,8}$/.test(code)) return /^\d{3,4}[ -]\d{3,4}$/.test(token) ? 'grouped' : 'digits';
  if (/^\d{9,10}$/.test(code)) return 'long-digits';
  if (/^[A-Z0-9]{4,8}$/.test(code) && /\d/.test(code) && /[A-Z]/.test(code)) {
    // "B040", "A1": one letter against digits reads as a reference, not a code.
    return /^\d+[A-Z]$|^[A-Z]\d+$/.test(code) ? null : 'mixed';
  }
  if (/^[A-Z]{5,8}$/.test(code)) return 'letters';
  if (/^[A-Za-z0-9]{4,8}$/.test(code) && /\d/.test(code) && /[a-z]/.test(code)) {
    return 'lowercase-mixed';
  }
  return null;
}

/** Part of a longer number: a date, a time, a decimal, an IP address, a spaced phone number. */
const DIGIT_JOINED_BEFORE = /\d[.,:/*-]$|\d $/;
const DIGIT_JOINED_AFTER = /^[.,:/*-]\d|^ \d/;
/** One block of a dashed key ("7XQ2M-4K9TP-ZR8WD", "ABCD-EFGH-1234"): a product key, not a code. */
const DASHED_BEFORE = /[A-Za-z0-9]-$/;
const DASHED_AFTER = /^-[A-Za-z0-9]/;
/**
 * Masked digits before it ("+1 ***-***-1234", "xxxx 1234"): the end of a phone or card number.
 * Two marks at least: one "*" is WhatsApp's bold ("*509317* é o seu código").
 */
const MASKED_BEFORE = /[*•●]{2,}[\s-]?$|\bx{2,}[\s-]?$/i;

/** What a number after these is: an amount, an order, a phone, an account, not a code. */
const LABEL_BEFORE =
  /(?:\b(?:order|invoice|receipt|transaction|trans|tracking|ref|reference|id|uid|account|acct|phone|tel|telephone|fax|mobile|amount|total|price|subtotal|no|number|nr|num|ticket|case|member|membership|customer|serial|zip|postal|box|suite|ste|room|apt|version|ver|build|patch|model|sku|item|qty|quantity|year|flight|booking|seat|gate|ending(?: in)?|endet auf|endziffer|pedido|commande|bestellung|bestellnummer|sendungsnummer|nummer|rechnung|pesanan|sipari[şs]|zam[óo]wienie|заказ|номер|счёт|ip|call(?: us)?(?: at| on)?|hotline|ring|lh)\b\.?|\b\p{L}*(?:nummer|nr)\b\.?|[#№+]|订单号?|訂單號?|单号|單號|尾号|尾號|卡号|卡號|手机号|編號|编号|注文番号|お問い合わせ番号|末尾|주문\s?번호|송장\s?번호|운송장\s?번호|끝자리|계좌)\s*[:#.]?\s*$/iu;
const CURRENCY_BEFORE =
  /(?:[$€£¥₩₽₹฿₫₺₪]|\b(?:usd|eur|gbp|jpy|krw|rub|idr|rp|thb|cny|rmb|vnd|brl|inr|rs|try|pln|mxn|aud|cad|chf|twd|hkd|sgd|myr|php|r\$|us\$|hk\$|nt\$|s\$))\.?\s*$/i;
const UNIT_AFTER =
  /^\s*(?:usd|eur|gbp|jpy|krw|rub|idr|thb|cny|vnd|brl|inr|try|pln|zł|[円元원₽€$%]|руб|ريال|ریال|تومان|baht|rupiah|yen|won|gb|mb|kb|px|pts|points|primogems|gems|coins|年|月|日|時|时|分|秒|点|件|个|個|回|번째|min\b|mins\b|minutes?\b|minutos?\b|minuten\b|minuti\b|минут|hours?\b|hrs?\b|horas?\b|stunden?\b|seconds?\b|secs?\b|days?\b|días?\b|dias?\b|tage?n?\b|jam\b|menit\b|detik\b|hari\b|giờ|phút|ngày|분|시간|초|일|นาที|ชั่วโมง|วัน|บาท)/i;

/**
 * Whether the surroundings make the token something other than a code. `labelWindow` is the
 * text before it, cut after the nearest code word: in "인증번호 [123456]" the "번호" belongs to
 * the code word and labels nothing.
 */
export function turnedDown(
  code: string,
  shape: Shape,
  before: string,
  labelWindow: string,
  after: string,
  tightAfter: boolean,
): boolean {
  // Measured after the code word: "OTP-890227" is a code, "ABCD-EFGH-1234" a key's last block.
  if (DASHED_BEFORE.test(labelWindow) || DASHED_AFTER.test(after)) return true;
  if (/\d/.test(code)) {
    if (DIGIT_JOINED_BEFORE.test(before) || DIGIT_JOINED_AFTER.test(after)) return true;
    if (MASKED_BEFORE.test(before)) return true;
  }
  if (shape === 'digits' || shape === 'grouped' || shape === 'long-digits') {
    if (CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return true;
    if (/^(?:19|20)\d\d$/.test(code) && !tightAfter) return true;
  }
  return LABEL_BEFORE.test(labelWindow);
}
