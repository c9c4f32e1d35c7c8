/** Which URLs can be a verification link, and where a URL written in prose ends. */

import { MAX_HREF_CHARS } from './limits.ts';
import { listOf } from './word-list.ts';

const SOCIAL_AND_STORE_HOSTS = listOf(
  'facebook.com fb.com fb.me twitter.com x.com instagram.com youtube.com youtu.be tiktok.com twitch.tv reddit.com linkedin.com pinterest.com vk.com line.me t.me telegram.me discord.gg apps.apple.com itunes.apple.com play.google.com appgallery.huawei.com galaxystore.samsung.com',
);
/** A host or path that is a footer's: matched on `host/path`, lowercased. */
const OTHER_PURPOSE_URL =
  /(?<![a-z])(?:orders?|receipts?|invoices?|unsub\w*|opt-?out|preferences?|prefs|privacy|terms|tos|legal|cookies?|help|support|faq|contact\w*|feedback|survey|webversion|web-?version|view-?in-?browser|view-?online|email-?settings|notification-?settings|manage-?subscriptions?)(?![a-z])/;
/** Path, query or fragment of a verification or sign-in page. */
export const ACTION_URL =
  /(?<![a-z])(?:verif\w*|confirm\w*|activat\w*|validat\w*|login|log-?in|signin|sign-?in|magic\w*|token|auth\w*|otp|approv\w*|reset\w*|password)/;
const IMAGE_PATH = /\.(?:png|jpe?g|gif|webp|svg|bmp|ico|avif)$/i;

function hostIsOneOf(host: string, hosts: string[]): boolean {
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * The href as written (trimmed, tabs and line breaks taken out as a browser does), when it is
 * a web link that could be a verification link: not a footer's, a social or store page, an image.
 */
export function usableHref(raw: string): { href: string; url: URL } | null {
  const href = raw.trim().replace(/[\t\n\r]/g, '');
  if (href.length > MAX_HREF_CHARS || !/^https?:\/\//i.test(href)) return null;
  // eslint-disable-next-line no-control-regex -- a link with controls or spaces is broken
  if (/[\s\u0000-\u001f\u007f]/.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (hostIsOneOf(host, SOCIAL_AND_STORE_HOSTS)) return null;
  if (OTHER_PURPOSE_URL.test(`${host}${url.pathname.toLowerCase()}`)) return null;
  if (IMAGE_PATH.test(url.pathname)) return null;
  return { href, url };
}

export const TEXT_URL = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation after a URL in prose, or the brackets around it, is not part of it. */
const URL_TAIL = /[.,;:!?'"’”»」』>\]}]+$/;

export function trimUrl(url: string): string {
  const trimmed = url.replace(URL_TAIL, '');
  // A closing parenthesis belongs to the URL only when it opened one.
  return trimmed.endsWith(')') && !trimmed.includes('(') ? trimmed.slice(0, -1) : trimmed;
}
