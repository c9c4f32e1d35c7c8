import { Type } from 'typebox';
import {
  ACCOUNT_SORTS,
  ART_PATH,
  GENDERS,
  LOGIN_METHODS,
  MEDIA_PATH,
  ROLLER_CODE_PATTERN,
  SECURITY_ALERT_KINDS,
  TRANSACTION_STATUSES,
  URL_MAX,
} from './values.ts';

/**
 * Every string a request carries is built here, so none lets a control character through:
 * PostgreSQL refuses a NUL byte with a 500, and no field of ours has a use for the others.
 */

/** No C0 control character and no DEL. */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
/** Tab, line feed and carriage return allowed; every other control character refused. */
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

// A media name is one path segment with an optional extension, so `..` cannot climb out.
const SEGMENT = '[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9]+)?';
/**
 * An account image: one of our own uploads (or the demo's artwork), or an http(s) URL. Never
 * `javascript:`, `data:` or another scheme, and never a control character or a space.
 */
export const IMAGE_URL_PATTERN =
  `^(?:${MEDIA_PATH}/${SEGMENT}|${ART_PATH}/[a-z]+/${SEGMENT}` +
  '|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+[^\\s\\u0000-\\u001f\\u007f]*)$';

/** Sub-roller codes are taken in any case and kept lowercase (sub-rollers.ts). */
const ANY_CASE_CODE_PATTERN = ROLLER_CODE_PATTERN.replace('a-z', 'a-zA-Z');

/** The sentence a refused pattern earns, after the field's name. */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [ROLLER_CODE_PATTERN]: 'may contain only lowercase letters and digits',
  [ANY_CASE_CODE_PATTERN]: 'may contain only letters and digits (it is kept in lower case)',
  [SINGLE_LINE_PATTERN]: 'must not contain control characters',
  [MULTI_LINE_PATTERN]: 'must not contain control characters other than tabs and line breaks',
  [IMAGE_URL_PATTERN]: `must be an http(s) URL or an uploaded image (${MEDIA_PATH}/...)`,
};

interface TextOptions {
  minLength?: number;
  maxLength: number;
  /** Replaces the default pattern; it must refuse control characters itself. */
  pattern?: string;
  format?: string;
  description?: string;
}

/** A one-line text field, path segment or query parameter. */
export const SingleLine = (options: TextOptions) =>
  Type.String({ pattern: SINGLE_LINE_PATTERN, ...options });

/** A text that may span lines (descriptions). */
export const MultiLine = (options: Omit<TextOptions, 'pattern'>) =>
  Type.String({ pattern: MULTI_LINE_PATTERN, ...options });

export const ImageUrl = SingleLine({
  minLength: 1,
  maxLength: URL_MAX,
  pattern: IMAGE_URL_PATTERN,
});

/** The schemas of the shared enumerations; their values and types come from values.ts. */
export const GenderField = Type.Enum(GENDERS);
export const LoginMethodField = Type.Enum(LOGIN_METHODS);
export const AccountSortField = Type.Enum(ACCOUNT_SORTS);
export const TransactionStatusField = Type.Enum(TRANSACTION_STATUSES);
/** A mail's account-security event (SECURITY_ALERT_KINDS), or null for an ordinary mail. */
export const SecurityAlertField = Type.Union([Type.Enum(SECURITY_ALERT_KINDS), Type.Null()]);
