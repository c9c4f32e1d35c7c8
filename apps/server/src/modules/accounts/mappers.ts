import {
  orderStatusView,
  type AccountDetail,
  type ListedAccount,
  type TransactionStatusView,
} from '@shop/contract';
import type { ListingRow, TransactionStatus } from './listing-repo.ts';
import type { AccountsRepo } from './repo.ts';

/** Seller-facing status of an account's latest transaction (DESIGN §5). */
export const transactionStatusView = (status: TransactionStatus | null): TransactionStatusView =>
  orderStatusView(status);

export function toListedAccount(
  row: ListingRow,
  serverName: string,
  forSeller: boolean,
): ListedAccount {
  const listed: ListedAccount = {
    id: row.id,
    game_id: row.game_id,
    server_name: serverName,
    banner_guarantee: row.banner_guarantee,
    code: row.code,
    description: row.description,
    price: row.price,
    images: row.images,
    gender: row.gender,
    characters: row.characters.map((c) => ({ character: c.character, copies: c.copies })),
    weapons: row.weapons.map((w) => ({ weapon: w.weapon, copies: w.copies })),
    warranty_days: row.warranty_days,
    created_at: row.created_at.toISOString(),
  };
  if (forSeller) listed.transaction_status = transactionStatusView(row.last_transaction_status);
  return listed;
}

type DetailRow = NonNullable<Awaited<ReturnType<AccountsRepo['findForSale']>>>;

export function toAccountDetail(row: DetailRow, serverName: string): AccountDetail {
  return {
    id: row.id,
    game_id: row.game_id,
    code: row.code,
    server_name: serverName,
    banner_guarantee: row.banner_guarantee,
    gender: row.gender,
    images: row.images,
    login: row.login_method,
    description: row.description,
    price: row.price,
    characters: row.characters.map((c) => ({
      id: c.character,
      character: c.character,
      copies: c.copies,
    })),
    weapons: row.weapons.map((w) => ({ id: w.weapon, weapon: w.weapon, copies: w.copies })),
    warranty_days: row.warranty_days,
    reserved: row.status === 'reserved',
  };
}
