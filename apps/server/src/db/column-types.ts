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

/** A jsonb column read as `T` and written as its JSON text. */
export type JsonColumn<T> = ColumnType<T, string, string>;
