import { sql } from 'kysely';

/**
 * What every reader of the mailbox lists of a message (`mail_messages as m`): the seller's inbox,
 * a sub-roller's and a buyer's. One list, so a new field reaches every reader at once.
 */
export const MESSAGE_SUMMARY = [
  'm.id',
  'm.from_address',
  'm.subject',
  'm.preview',
  'm.code',
  'm.link',
  'm.sender_verified',
  sql<boolean>`m.html_body is not null`.as('has_html'),
] as const;

/** And what an open message adds: its bodies and attachment list. */
export const MESSAGE_BODY = ['m.text_body', 'm.html_body', 'm.attachments'] as const;

/** What a download reads: the raw bytes (attachments are not stored apart) and their list. */
export const MESSAGE_FILE = ['m.raw_gz', 'm.attachments'] as const;
