import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Table types of the database; kept in step with db/migrations by hand. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface RollerTable {
  id: Generated<number>;
  code: string;
  name: string;
  email: string | null;
  password_hash: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionTable {
  id: Generated<number>;
  roller_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: UpdatedAt;
}

export interface LoginFailureTable {
  key: string;
  failed_at: CreatedAt;
}

export interface GameTable {
  id: Generated<number>;
  slug: string;
  name: string;
  image: string;
  position: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface GameServerTable {
  game_id: number;
  value: string;
  name: string;
  position: number;
}

export type GameItemKind = 'character' | 'weapon';

export interface GameItemTable {
  game_id: number;
  kind: GameItemKind;
  value: string;
  name: string;
  image: string;
  position: number;
}

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

export type LoginMethod = 'Email' | 'Username' | 'Google';
export type AccountStatus = 'available' | 'reserved' | 'sold';

export interface AccountTable {
  id: Generated<number>;
  game_id: number;
  roller_id: number;
  server_value: string;
  level: Generated<number>;
  banner_guarantee: boolean;
  code: string;
  description: string;
  price: number;
  images: Json<string[]>;
  login_method: LoginMethod;
  login_email: string;
  password_enc: string;
  recovery_email_enc: string | null;
  gender: 'F' | 'M';
  characters: Json<AccountCharacter[]>;
  weapons: Json<AccountWeapon[]>;
  status: Generated<AccountStatus>;
  search_tokens: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type TransactionStatus =
  'pending' | 'paid' | 'delivered' | 'expired' | 'cancelled' | 'failed';

export interface TransactionTable {
  id: Generated<number>;
  account_id: number;
  game_id: number;
  roller_id: number;
  buyer_name: string;
  buyer_email: string;
  note: Generated<string>;
  amount: number;
  status: Generated<TransactionStatus>;
  created_at: CreatedAt;
  expires_at: Date | string;
  paid_at: Date | string | null;
  delivered_at: Date | string | null;
}

export interface Database {
  rollers: RollerTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  games: GameTable;
  game_servers: GameServerTable;
  game_items: GameItemTable;
  accounts: AccountTable;
  transactions: TransactionTable;
}

export type RollerRow = Selectable<RollerTable>;
export type NewAccount = Insertable<AccountTable>;
