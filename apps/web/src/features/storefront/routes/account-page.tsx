import type { AccountDetail, Game } from '@shop/contract';
import type { ComponentType, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Card, CardTitle } from '@/components/ui/card';
import { NotFoundState, PageLoadFailed } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { useAccountDetail } from '../api/get-account-detail';
import { useListedGame } from '../api/get-game';
import { AccountGallery } from '../components/account-gallery';
import { AccountSummary } from '../components/account-summary';
import { OwnedItems } from '../components/owned-items';
import { gameLookup } from '@/lib/game-items';
import { listingPathFrom } from '../lib/listing-return';

/**
 * What the app puts into the page (the ordering side lives in another feature): the purchase
 * form under the summary, and what to show instead of "not found" when the account is not for
 * sale (e.g. the visitor's own order that reserves it), and a guide to ordering below the details
 * (right after the purchase form on phones).
 */
export type PurchaseSlots = {
  /** `onTaken`: an order was refused because another buyer holds the account; look again. */
  Purchase?: ComponentType<{ account: AccountDetail; onTaken: () => void }>;
  Guide?: ComponentType;
  Unavailable?: ComponentType<{
    accountId: number;
    notFound: ReactNode;
    onAvailableAgain: () => void;
  }>;
};

/** `/games/:gameId/accounts/:accountId`: the purchase page, reached by the Buy button. */
export default function AccountPage({ Purchase, Guide, Unavailable }: PurchaseSlots = {}) {
  const params = useParams();
  const location = useLocation();
  const gameId = parseRouteId(params.gameId);
  const accountId = parseRouteId(params.accountId);
  const game = useListedGame(gameId);
  const account = useAccountDetail(gameId, accountId);
  useDocumentTitle(account.data ? `Account ${account.data.code}` : 'Purchase');

  if (
    gameId === null ||
    accountId === null ||
    isNotFound(account.error) ||
    isNotFound(game.error)
  ) {
    // A sold account's link is often shared; the game's other accounts are the useful next step.
    const back = game.data
      ? {
          backTo: listingPathFrom(location.state, game.data.id),
          backLabel: `Back to ${game.data.name}`,
        }
      : {};
    const notFound = <NotFoundState title="Account not found or has been sold" {...back} />;
    if (!Unavailable || accountId === null || !isNotFound(account.error)) return notFound;
    return (
      <Unavailable
        accountId={accountId}
        notFound={notFound}
        onAvailableAgain={() => account.refetch()}
      />
    );
  }
  if (account.data && game.data) {
    return (
      <AccountView
        account={account.data}
        game={game.data}
        listing={listingPathFrom(location.state, game.data.id)}
        onTaken={() => account.refetch()}
        Purchase={Purchase}
        Guide={Guide}
      />
    );
  }
  const failed = account.error ?? game.error;
  if (failed) {
    return (
      <PageLoadFailed
        message={errorMessage(failed)}
        busy={account.isFetching || game.isFetching}
        onRetry={() => {
          if (account.isError) account.refetch();
          if (game.isError) game.refetch();
        }}
      />
    );
  }
  return <LoadingText>Loading account...</LoadingText>;
}

function AccountView({
  account,
  game,
  listing,
  onTaken,
  Purchase,
  Guide,
}: {
  account: AccountDetail;
  game: Game;
  /** The listing "Back to {game}" returns to. */
  listing: string;
  onTaken: () => void;
} & Pick<PurchaseSlots, 'Purchase' | 'Guide'>) {
  const lookup = gameLookup(game);
  const characters = account.characters.map((c) => ({ value: c.character, copies: c.copies }));
  const weapons = account.weapons.map((w) => ({ value: w.weapon, copies: w.copies }));
  return (
    <>
      <Link
        to={listing}
        className="mb-4 inline-flex items-center gap-1.5 rounded-control text-sm font-medium text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {`Back to ${game.name}`}
      </Link>
      {/* Phones: pictures, summary and purchase, guide, details. Wide screens: pictures, details
          and guide on the left, the summary and the purchase form beside them. The side panel
          spans every row down to a last flexible one, which alone takes up its extra height:
          the left column's rows keep their own heights, with no gaps between them. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          <AccountGallery images={account.images} code={account.code} />
        </div>
        <aside
          aria-label="Purchase"
          className="flex flex-col gap-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-full"
        >
          <AccountSummary account={account} game={game} />
          {Purchase && <Purchase account={account} onTaken={onTaken} />}
        </aside>
        {Guide && (
          <div className="lg:col-start-1 lg:row-start-3">
            <Guide />
          </div>
        )}
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-2">
          {account.description && (
            <Card as="section" aria-labelledby="description-heading">
              <CardTitle id="description-heading" className="mb-2">
                Description
              </CardTitle>
              <p className="text-sm break-words whitespace-pre-line text-fg-muted">
                {account.description}
              </p>
            </Card>
          )}
          <OwnedItems kind="character" title="Characters" items={characters} lookup={lookup} />
          <OwnedItems kind="weapon" title="Weapons" items={weapons} lookup={lookup} />
        </div>
      </div>
    </>
  );
}
