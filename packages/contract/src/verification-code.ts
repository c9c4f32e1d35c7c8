/**
 * Finds the one-time code in a received mail (subject and plain text), so the seller copies it
 * with one click. Pure and dependency-free: the server stores it with each mail and the web may
 * run it on text it already holds (`@shop/contract/verification-code`).
 *
 * A code is a 4-8 character token near a code word ("code", "OTP", "验证码", "인증번호", ...),
 * in the same sentence: after the word ("Your code is 482913", "验证码：482913") or just before it
 * ("482913 is your code"). Pure digits, or uppercase letters with digits (Steam Guard "F4K9T").
 * Dates, times, prices, phone numbers, years, order and tracking numbers are turned down by what
 * stands around them; when several tokens qualify, the one nearest its code word wins.
 */

/** Code words; stems that inflect (Turkish "kodunuz", Russian "кода") take any letters after. */
const KEYWORDS = [
  // English
  'code',
  'otp',
  'one-time',
  '2fa',
  'two-factor',
  'passcode',
  'verify',
  'verification',
  // Spanish, Portuguese, French, Italian, German, Dutch
  'c[oó]digo',
  'v[ée]rification',
  'codice',
  '(?:best[äa]tigungs|sicherheits|verifizierungs|anmelde|einmal)?code',
  'verificatiecode',
  // Russian, Turkish, Polish, Indonesian, Malay, Vietnamese
  'код\\p{L}*',
  'kod\\p{L}*',
  'verifikasi',
  'm[ãa] x[áa]c (?:minh|nh[ậa]n)',
  'm[ãa] otp',
];
/** Scripts without spaces between words: matched anywhere. */
const CJK_KEYWORDS = [
  '验证码',
  '驗證碼',
  '校验码',
  '校驗碼',
  '动态码',
  '確認碼',
  '确认码',
  '安全码',
  '認証コード',
  '確認コード',
  '認証番号',
  '確認番号',
  'セキュリティコード',
  'ワンタイム',
  'コード',
  '인증\\s?코드',
  '인증\\s?번호',
  '보안\\s?코드',
  '확인\\s?코드',
  '코드',
  'รหัส',
];

const KEYWORD_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${KEYWORDS.join('|')})(?![\\p{L}\\p{N}])|PIN(?![\\p{L}])|${CJK_KEYWORDS.join('|')}`,
  'giu',
);

/** "promo code", "zip code", "error code": a code word that names something else. */
const NOT_A_CODE_WORD =
  /(?:promo(?:tion(?:al)?)?|coupon|discount|gift|redeem|redemption|zip|postal|post|voucher|referral|invite|invitation|error|qr|country|area|source|product|tracking|activation|reward|bonus|cd-?key|bar|dress|status|color|colour|tax|bank|sort|swift|style|response|reason)[\s-]*$/i;

const CANDIDATE_RE = /(?<![A-Za-z0-9])(?:\d{3,4}[ -]\d{3,4}|[A-Za-z0-9]{4,8})(?![A-Za-z0-9])/g;

/** What a number after these is: an amount, an order, a phone, not a code. */
const LABEL_BEFORE =
  /(?:\b(?:order|invoice|receipt|transaction|trans|tracking|ref|reference|id|uid|account|acct|phone|tel|telephone|fax|mobile|amount|total|price|subtotal|no|number|nr|num|ticket|case|member|customer|serial|zip|postal|box|suite|ste|room|version|ver|build|model|sku|item|qty|quantity|year|flight|booking|pedido|commande|bestellung|nummer|pesanan|заказ|номер|ip)\b\.?|[#№+]|订单号?|注文番号|주문\s?번호)\s*[:#.]?\s*$/i;
const CURRENCY_BEFORE =
  /(?:[$€£¥₩₽₹฿₫]|\b(?:usd|eur|gbp|jpy|krw|rub|idr|rp|thb|cny|rmb|vnd|brl|r\$|us\$|hk\$|s\$))\s*$/i;
const UNIT_AFTER =
  /^\s*(?:usd|eur|gbp|jpy|krw|rub|idr|thb|cny|vnd|brl|[円元원₽€$%]|руб|baht|rupiah|yen|won|gb|mb|kb|px|年|月|日|時|时|分|秒|点|min\b|mins\b|minutes?\b|minutos?\b|minuten\b|minuti\b|минут|hours?\b|hrs?\b|horas?\b|stunden?\b|seconds?\b|secs?\b|days?\b|días?\b|dias?\b|tage?n?\b|jam\b|menit\b|detik\b|hari\b|giờ|phút|ngày|분|시간|초|일|นาที|ชั่วโมง|วัน|บาท)/i;
/** Part of a longer number: a date, a time, a decimal, an IP address, a spaced phone number. */
const DIGIT_JOINED_BEFORE = /\d[.,:/-]$|\d $/;
const DIGIT_JOINED_AFTER = /^[.,:/-]\d|^ \d/;
/** A sentence that ends, then more words: the code word and the token are not in one sentence. */
const SENTENCE_BREAK = /[.!?。！？](?:\s|$)\s*\S/;

const URL_RE = /\b(?:https?:\/\/|www\.)\S+/gi;
const EMAIL_RE = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;

/** How far a code may stand from its word, in characters of the collapsed text. */
const AFTER_DIGITS = 60;
const AFTER_LETTERS = 45;
const BEFORE = 45;
/** Only the head of a long mail is read: codes sit near the top. */
const MAX_SCAN = 20_000;

interface Span {
  start: number;
  end: number;
}

function keywordSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(KEYWORD_RE)) {
    const start = m.index;
    if (NOT_A_CODE_WORD.test(text.slice(Math.max(0, start - 20), start))) continue;
    spans.push({ start, end: start + m[0].length });
  }
  return spans;
}

/** Tokens a code can look like; letters need at least one digit unless they stand alone. */
function shapeOk(token: string, text: string, span: Span, tightAfter: boolean): boolean {
  if (/^\d+$/.test(token)) return true;
  if (/^\d{3,4}[ -]\d{3,4}$/.test(token)) return tightAfter;
  const hasDigit = /\d/.test(token);
  if (/^[A-Z0-9]+$/.test(token)) {
    if (hasDigit) return /[A-Z]/.test(token) && !/^\d+[A-Z]$|^[A-Z]\d+$/.test(token);
    // Letters only (a Steam Guard code can be): on a line of its own, or right after "code:".
    const before = text.slice(Math.max(0, span.start - 2), span.start);
    const after = text.slice(span.end, span.end + 1);
    const alone = /(?:\n|: ?)$/.test(before) && (after === '' || after === '\n');
    return token.length >= 5 && alone;
  }
  // Mixed case with digits ("a1B2c3") only straight after the word.
  return hasDigit && /[a-zA-Z]/.test(token) && tightAfter;
}

function contextOk(token: string, text: string, span: Span, tightAfter: boolean): boolean {
  const before = text.slice(Math.max(0, span.start - 24), span.start);
  const after = text.slice(span.end, span.end + 12);
  if (DIGIT_JOINED_BEFORE.test(before) || DIGIT_JOINED_AFTER.test(after)) return false;
  if (/^[\d -]+$/.test(token)) {
    if (CURRENCY_BEFORE.test(before) || UNIT_AFTER.test(after)) return false;
    if (/^(?:19|20)\d\d$/.test(token) && !tightAfter) return false;
  }
  return !LABEL_BEFORE.test(before);
}

function nonSpaceLength(s: string): number {
  return s.replace(/\s+/g, '').length;
}

/** Distance to the nearest code word in the same sentence, or null when there is none. */
function distance(text: string, span: Span, keywords: Span[], letters: boolean): number | null {
  let best: number | null = null;
  for (const k of keywords) {
    if (k.end <= span.start) {
      const gap = text.slice(k.end, span.start);
      if (gap.length > (letters ? AFTER_LETTERS : AFTER_DIGITS)) continue;
      if (SENTENCE_BREAK.test(gap.replace(/[.!?。！？]\s*$/, ''))) continue;
      const d = nonSpaceLength(gap);
      if (best === null || d < best) best = d;
    } else if (k.start >= span.end) {
      const gap = text.slice(span.end, k.start);
      if (gap.length > BEFORE || /[.!?。！？:：\n]/.test(gap)) continue;
      const d = nonSpaceLength(gap) + 10;
      if (best === null || d < best) best = d;
    }
  }
  return best;
}

function prepare(subject: string, text: string): string {
  return (
    `${subject}\n${text.slice(0, MAX_SCAN)}`
      // A full-width comma ends a clause; folded to "," it would glue "602918，5分钟" into one number.
      .replace(/[，、]/g, ', ')
      .normalize('NFKC')
      .replace(URL_RE, ' ')
      .replace(EMAIL_RE, ' ')
      .replace(/[ \t\u00a0\u3000]+/g, ' ')
      .replace(/ ?\n[\s]*/g, '\n')
  );
}

/** The verification code of a mail, or null when it carries none. */
export function findVerificationCode(subject: string, text: string): string | null {
  const prepared = prepare(subject, text);
  const keywords = keywordSpans(prepared);
  if (keywords.length === 0) return null;
  let best: { code: string; score: number } | null = null;
  for (const m of prepared.matchAll(CANDIDATE_RE)) {
    const token = m[0];
    const span = { start: m.index, end: m.index + token.length };
    if (keywords.some((k) => k.start < span.end && span.start < k.end)) continue;
    const tightAfter = keywords.some(
      (k) =>
        k.end <= span.start &&
        span.start - k.end <= 12 &&
        nonSpaceLength(prepared.slice(k.end, span.start)) <= 4,
    );
    if (!shapeOk(token, prepared, span, tightAfter)) continue;
    if (!contextOk(token, prepared, span, tightAfter)) continue;
    const score = distance(prepared, span, keywords, /[A-Za-z]/.test(token));
    if (score === null) continue;
    if (!best || score < best.score) best = { code: token.replace(/[ -]/g, ''), score };
  }
  return best?.code ?? null;
}
