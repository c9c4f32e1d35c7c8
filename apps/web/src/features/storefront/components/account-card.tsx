import { useId } from 'react';
import type { ListedAccount } from '@shop/contract';
import { Images } from 'lucide-react';
import { useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { AppImage, type ImagePriority } from '@/components/ui/image';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatUsd } from '@/lib/format';
import type { GameLookup } from '@/lib/game-items';
import { listingReturnState } from '../lib/listing-return';
import { AccountFacts } from './account-facts';
import { AccountItemChips } from './account-item-chips';
import { ImagePreviewDialog } from './image-preview-dialog';
import { WarrantyBadge } from './warranty';

/**
 * One account in the listing (SPEC §2). Visitors get "Buy {price}", which opens the purchase
 * page; a seller looking at own accounts gets the price and the transaction status instead.
 */
export function AccountCard({
  account,
  lookup,
  isSeller,
  imagePriority = 'lazy',
}: {
  account: ListedAccount;
  lookup: GameLookup;
  isSeller: boolean;
  /** The first cards are above the fold; the first cover is likely the largest paint. */
  imagePriority?: ImagePriority;
}) {
  const titleId = useId();
  const location = useLocation();
  const price = formatUsd(account.price);
  const characters = account.characters.map((c) => ({ value: c.character, copies: c.copies }));
  const weapons = account.weapons.map((w) => ({ value: w.weapon, copies: w.copies }));

  return (
    <Card
      as="article"
      padding="none"
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden"
    >
      <div className="relative">
        <ImagePreviewDialog images={account.images} code={account.code}>
          <button
            type="button"
            aria-label={`View images of ${account.code}`}
            className="group relative block w-full overflow-hidden focus-visible:-outline-offset-2"
          >
            <AppImage
              src={account.images[0]}
              alt=""
              width={640}
              height={360}
              priority={imagePriority}
              className="aspect-video w-full object-cover transition-transform group-hover:scale-[1.02]"
            />
            {account.images.length > 1 && (
              <Badge variant="neutral" className="absolute top-2 right-2 gap-1 shadow">
                <Images aria-hidden="true" className="size-3.5" />
                {account.images.length}
              </Badge>
            )}
          </button>
        </ImagePreviewDialog>
        {/* Beside the button, not in it (a list is no button content); clicks pass to the cover. */}
        <AccountFacts
          account={account}
          lookup={lookup}
          layout="overlay"
          className="pointer-events-none absolute inset-x-2 bottom-2"
        />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="font-semibold break-all text-fg">
            {account.code}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <WarrantyBadge days={account.warranty_days} />
            <Badge>{account.server_name}</Badge>
          </div>
        </div>
        {account.description && (
          <p className="line-clamp-2 text-sm break-words text-fg-muted" title={account.description}>
            {account.description}
          </p>
        )}
        <AccountItemChips kind="character" label="Characters" items={characters} lookup={lookup} />
        <AccountItemChips kind="weapon" label="Weapons" items={weapons} lookup={lookup} />

        <div className="mt-auto border-t border-border pt-3">
          {isSeller ? (
            <div className="flex items-center justify-between gap-3">
              <span className="text-lg font-semibold text-fg tabular-nums">{price}</span>
              <StatusBadge status={account.transaction_status} />
            </div>
          ) : (
            <ButtonLink
              to={`/games/${account.game_id}/accounts/${account.id}`}
              // The purchase page's "Back to {game}" returns to this very listing.
              state={listingReturnState(location)}
              block
            >
              {`Buy ${price}`}
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}
