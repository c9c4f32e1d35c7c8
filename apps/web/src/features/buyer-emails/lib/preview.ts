/** SPEC §9: a card shows this many characters of the body. */
export const PREVIEW_LENGTH = 150;

/** Removes anything that looks like a tag, so an HTML body previews as its words. */
export function stripTags(body: string): string {
  return body.replace(/<[^>]*>/g, '');
}

/** The card's preview: tags stripped, whitespace folded, cut to 150 characters plus "...". */
export function bodyPreview(body: string): string {
  const text = stripTags(body).replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}
