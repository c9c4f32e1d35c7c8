import type { AccountInput, Game, SellerAccount } from '@shop/contract';
import { GENDER_LABELS, GENDERS, type Gender, type LoginMethod } from '@shop/contract/values';
import type { OwnedItem } from './seller-copies';

export const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** What the add/edit form holds. Text inputs stay strings; the price is parsed on submit. */
export type AccountFormValues = {
  server: string;
  bannerGuarantee: boolean;
  description: string;
  /** '' until the seller picks one. */
  gender: '' | Gender;
  characters: OwnedItem[];
  weapons: OwnedItem[];
  login: LoginMethod;
  /** Email logins: the typed part only; Username and Google: the identifier. */
  email: string;
  emailDomain: string;
  password: string;
  recoveryEmail: string;
  price: string;
  /** Days of warranty, as typed; a new account starts with the seller's default. */
  warrantyDays: string;
};

/**
 * Defaults that depend on the game, the shop and the seller: a lone server is preselected, and a
 * new account promises the warranty the seller set as default in /settings.
 */
export type FormDefaults = { server: string; emailDomain: string; warrantyDays: number };

export function formDefaults(
  game: Game,
  mailDomains: readonly string[],
  warrantyDays: number,
): FormDefaults {
  return {
    server: game.servers.length === 1 ? game.servers[0]!.value : '',
    emailDomain: mailDomains[0] ?? '',
    warrantyDays,
  };
}

export function blankValues(defaults: FormDefaults): AccountFormValues {
  return {
    server: defaults.server,
    bannerGuarantee: false,
    description: '',
    gender: '',
    characters: [],
    weapons: [],
    login: 'Email',
    email: '',
    emailDomain: defaults.emailDomain,
    password: '',
    recoveryEmail: '',
    price: '',
    warrantyDays: String(defaults.warrantyDays),
  };
}

/** A loaded account as form values (edit mode). */
export function valuesFromAccount(
  account: SellerAccount,
  defaults: FormDefaults,
): AccountFormValues {
  const isEmail = account.login === 'Email';
  return {
    server: account.server_name,
    bannerGuarantee: account.banner_guarantee,
    description: account.description,
    gender: account.gender,
    characters: account.characters.map((c) => ({
      value: c.character,
      copies: c.copies,
      level: c.level,
    })),
    weapons: account.weapons.map((w) => ({ value: w.weapon, copies: w.copies, level: w.level })),
    login: account.login,
    email: isEmail ? (account.email_local ?? account.email) : account.email,
    emailDomain: (isEmail && account.email_domain) || defaults.emailDomain,
    password: account.password,
    recoveryEmail: account.recovery_email ?? '',
    price: String(account.price),
    warrantyDays: String(account.warranty_days),
  };
}

/** A level only when one was loaded; the server defaults it to 1. */
const levelOf = (item: OwnedItem) => (item.level ? { level: item.level } : {});

/** The request body. The code is left out: the server makes one for a new account and keeps it on edit. */
export function toAccountInput(values: AccountFormValues, images: string[]): AccountInput {
  const isEmail = values.login === 'Email';
  return {
    server_name: values.server,
    banner_guarantee: values.bannerGuarantee,
    description: values.description.trim(),
    // The form requires a gender before it submits.
    gender: values.gender as Gender,
    characters: values.characters.map((item) => ({
      character: item.value,
      copies: item.copies,
      ...levelOf(item),
    })),
    weapons: values.weapons.map((item) => ({
      weapon: item.value,
      copies: item.copies,
      ...levelOf(item),
    })),
    login: values.login,
    email: values.email.trim(),
    ...(isEmail && values.emailDomain ? { email_domain: values.emailDomain } : {}),
    password: values.password,
    recovery_email: values.recoveryEmail.trim(),
    // SPEC §5: the price is parsed as an integer (the form only lets whole numbers through).
    price: Number.parseInt(values.price, 10),
    images,
    warranty_days: Number.parseInt(values.warrantyDays, 10),
  };
}
