/**
 * Per-sender rules: for the senders a game-account shop hears from most, where their code
 * stands, looked up from the From header's domain. A rule is tried before the general one;
 * when it does not match (a receipt, a newsletter from the same sender), the general rule
 * still reads the mail. Each pattern is bounded (`{0,n}`), so no input makes it backtrack
 * for long, and its first group is the code.
 */
interface SenderRule {
  /** The From address's domain is one of these or a subdomain of one. */
  domains: readonly string[];
  code: RegExp;
}

const SENDER_RULES: readonly SenderRule[] = [
  {
    // Steam Guard: five letters and digits, sometimes letters only ("RCXQG"), alone on the
    // line after the sentence that names it, in every language Steam writes.
    domains: ['steampowered.com', 'steamcommunity.com'],
    code: /Steam Guard[^\n]{0,160}\n([A-Z0-9]{5})(?=\n|$)/,
  },
  {
    // Battle.net: six capitals or digits alone on a line below "security code"/"code".
    domains: ['battle.net', 'blizzard.com'],
    code: /(?:code|Code|CODE|código|Sicherheitscode|код)[^\n]{0,120}\n([A-Z0-9]{6})(?=\n|$)/,
  },
  {
    // Google: "G-123456". Its form pre-fills "G-", so the six digits are what is typed.
    domains: ['google.com'],
    code: /(?<![A-Za-z0-9])G-(\d{6})(?!\d)/,
  },
  {
    // Microsoft account: "Security code: 1234567" and its translations, or
    // "Use 1234567 as Microsoft account security code" in the SMS form.
    domains: ['microsoft.com', 'microsoftonline.com', 'live.com', 'xbox.com'],
    code: /(?:[Ss]ecurity code|[Cc]ode de sécurité|Sicherheitscode|[Cc]ódigo de seguridad|[Cc]ódigo de segurança|[Cc]odice di sicurezza|[Bb]eveiligingscode|Код безопасности|セキュリティ コード|安全代码|보안 코드): ?(\d{4,8})(?!\d)|\bUse (\d{4,8}) as Microsoft/,
  },
  {
    // Epic Games and Discord put the code alone on a line of its own, six digits, below the
    // sentence that names it ("Your security code is:").
    domains: ['epicgames.com', 'discord.com', 'discordapp.com'],
    code: /(?:code|Code|CODE|código|код|コード|코드|验证码)[\s\S]{0,200}?\n(\d{6})(?=\n|$)/,
  },
  {
    // WhatsApp writes its code in two groups of three after the word: "code: 123-456".
    domains: ['whatsapp.com', 'whatsapp.net'],
    code: /(?:code|Code|código|код|コード|코드)[^\n]{0,80}?(?<![\d-])(\d{3}-\d{3})(?![\d-])/,
  },
];

/** The domain of a From header as sent ("Steam Support <noreply@steampowered.com>"). */
export function senderDomain(from: string): string | null {
  const address = /<([^<>]{1,320})>/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = address
    .slice(at + 1)
    .trim()
    .replace(/[>\s].*$/, '')
    .toLowerCase();
  return domain || null;
}

function ruleFor(domain: string): SenderRule | undefined {
  return SENDER_RULES.find((rule) =>
    rule.domains.some((d) => domain === d || domain.endsWith(`.${d}`)),
  );
}

/** The code where the sender's rule puts it, or null when there is no rule or it finds none. */
export function findBySender(text: string, from: string | undefined): string | null {
  if (!from) return null;
  const domain = senderDomain(from);
  const rule = domain === null ? undefined : ruleFor(domain);
  const m = rule?.code.exec(text);
  if (!m) return null;
  const code = m.slice(1).find((group) => group !== undefined);
  return code === undefined ? null : code.replace(/[ -]/g, '');
}
