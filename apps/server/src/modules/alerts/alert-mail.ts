import type { Game } from '@shop/contract';
import type { AccountCharacter, AccountWeapon, PushPayload } from '../../db/column-types.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, usd } from '../outbox/layout.ts';

/** The listing facts an alert shows. */
export interface AlertAccount {
  id: number;
  game_id: number;
  game_name: string;
  server_name: string;
  code: string;
  price: number;
  images: string[];
  characters: AccountCharacter[];
  weapons: AccountWeapon[];
  banner_guarantee: boolean;
}

export interface AlertLinks {
  account: string;
  unsubscribeOne: string;
  unsubscribeAll: string;
  /** RFC 8058 one-click target (POST), the API rather than the page. */
  oneClick: string;
}

/** SPEC §9: characters show C{copies}, weapons R{copies + 1}. */
function itemsLine(account: AlertAccount, game: Game) {
  const name = (list: Game['characters'], value: string) =>
    list.find((i) => i.value === value)?.name ?? value;
  return {
    characters: account.characters
      .map((c) => `${name(game.characters, c.character)} C${c.copies}`)
      .join(', '),
    weapons: account.weapons
      .map((w) => `${name(game.weapons, w.weapon)} R${w.copies + 1}`)
      .join(', '),
  };
}

/** An image path of ours made absolute, so it shows in a mail client. */
const absolute = (publicUrl: string, src: string | undefined) =>
  !src ? undefined : src.startsWith('/') ? `${publicUrl}${src}` : src;

export function alertMail(
  to: string,
  account: AlertAccount,
  game: Game,
  links: AlertLinks,
  publicUrl: string,
): OutgoingMail {
  const { characters, weapons } = itemsLine(account, game);
  const image = absolute(publicUrl, account.images[0]);
  return {
    to,
    subject: `New ${account.game_name} account for ${usd(account.price)} matches your alert`,
    ...renderMail({
      ...(image
        ? { image: { url: image, alt: `${account.game_name} account ${account.code}` } }
        : {}),
      heading: `A ${account.game_name} account you were waiting for is for sale`,
      paragraphs: [
        'An account matching your saved search was just listed. Accounts sell one at a time, so the first buyer gets it.',
      ],
      facts: [
        ['Game', account.game_name],
        ['Server', account.server_name],
        ['Price', usd(account.price)],
        ...(characters ? ([['Characters', characters]] as [string, string][]) : []),
        ...(weapons ? ([['Weapons', weapons]] as [string, string][]) : []),
        ...(account.banner_guarantee ? ([['Rate On', 'Yes']] as [string, string][]) : []),
        ['Account', account.code],
      ],
      action: { label: 'View and buy', url: links.account },
      footer:
        'You receive this because you asked the shop to tell you when an account like this is listed.',
      footerLinks: [
        { label: 'Unsubscribe from this alert', url: links.unsubscribeOne },
        { label: 'Unsubscribe from all alerts', url: links.unsubscribeAll },
      ],
    }),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function alertPush(
  account: AlertAccount,
  game: Game,
  url: string,
  publicUrl: string,
): PushPayload {
  const { characters } = itemsLine(account, game);
  const image = absolute(publicUrl, account.images[0]);
  return {
    title: `New ${account.game_name} account: ${usd(account.price)}`,
    body: [account.server_name, characters].filter(Boolean).join(' · '),
    url,
    ...(image ? { image } : {}),
  };
}
