import type { ColumnType } from 'kysely';

/**
 * Shapes of the JSON columns, which the database cannot describe. The generated schema.ts
 * imports them (see generate-schema.ts); everything else there comes from the migrations.
 */
export interface AccountCharacter {
  character: string;
  copies: number;
  level: number;
}

export interface AccountWeapon {
  weapon: string;
  copies: number;
  level: number;
}

/** An alert subscription's wanted items (as the buyer gave them; DESIGN §5 Alerts). */
export interface WantedCharacter {
  character: string;
  min_copies: number;
}

export interface WantedWeapon {
  weapon: string;
  min_copies: number;
}

/** What a queued push alert carries (the service worker's notification). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  image?: string;
}

/** What is kept of a received mail's attachment besides the raw message: enough to list it. */
export interface MailAttachment {
  filename: string | null;
  content_type: string;
  size: number;
  content_id: string | null;
  inline: boolean;
}

/** A jsonb column read as `T` and written as its JSON text. */
export type JsonColumn<T> = ColumnType<T, string, string>;
