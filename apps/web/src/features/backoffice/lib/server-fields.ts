import type { AccountFormValues } from './account-form-values';

/** Where a server error about `field` is shown: a form field, the image list, or nowhere. */
export type ErrorTarget = keyof AccountFormValues | 'images' | null;

const FIELDS: Record<string, ErrorTarget> = {
  server_name: 'server',
  banner_guarantee: 'bannerGuarantee',
  description: 'description',
  gender: 'gender',
  characters: 'characters',
  weapons: 'weapons',
  login: 'login',
  email: 'email',
  // With one mail domain there is no domain control, so the address field carries it.
  email_domain: 'email',
  password: 'password',
  recovery_email: 'recoveryEmail',
  price: 'price',
  warranty_days: 'warrantyDays',
  images: 'images',
};

/**
 * Maps the server's field name (e.g. "price", "characters.0.copies", "images.3") to the control
 * that shows it; anything else (such as "code") has no control and is shown as a toast.
 */
export function errorTargetFor(field: string | undefined, hasDomainSelect: boolean): ErrorTarget {
  if (!field) return null;
  const root = field.split('.')[0]!;
  if (root === 'email_domain' && hasDomainSelect) return 'emailDomain';
  return FIELDS[root] ?? null;
}
