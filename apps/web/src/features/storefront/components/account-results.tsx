import { useRef, type Ref } from 'react';
import type { AccountList, Game } from '@shop/contract';
import { TriangleAlert } from 'lucide-react';
import { errorMessage } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingText, Spinner } from '@/components/ui/spinner';
import { formatCount } from '@/lib/format';
import type { useAccountSearch } from '../hooks/use-account-search';
import type { FilterChange } from '../hooks/use-search-filters';
import { gameLookup } from '@/lib/game-items';
import { isRefusedSearch, type SearchFilters } from '../lib/search-filters';
import { AccountGrid } from './account-grid';
import { NoResults } from './no-results';
import { SortSelect } from './sort-select';

type AccountSearch = ReturnType<typeof useAccountSearch>;

/** "24", or "100+" when the listing stopped counting. */
export function totalText(list: Pick<AccountList, 'total' | 'total_capped'>): string {
  return `${formatCount(list.total)}${list.total_capped ? '+' : ''}`;
}

export type AccountResultsProps = {
  game: Game;
  filters: SearchFilters;
  /** The accounts for `filters` (the page asks once; the filters' "Show N results" counts them too). */
  search: AccountSearch;
  /** The results heading, focused when the phone's filter panel hands over to the results. */
  headingRef?: Ref<HTMLHeadingElement>;
  onChange: (change: FilterChange) => void;
  onPageChange: (page: number) => void;
  onClear: () => void;
};

/** The listing's results: count and order, the cards, paging, and every state in between. */
export function AccountResults({
  game,
  filters,
  search,
  headingRef,
  onChange,
  onPageChange,
  onClear,
}: AccountResultsProps) {
  const { accounts, isSeller, profileError, retryProfile } = search;
  const sectionRef = useRef<HTMLElement>(null);
  const data = accounts.data;

  function changePage(page: number) {
    onPageChange(page);
    // The new page starts at the top of the results, not where the pager was.
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }

  let body;
  if (profileError) {
    body = <LoadFailed message={errorMessage(profileError)} onRetry={() => retryProfile()} />;
  } else if (accounts.isError) {
    // The URL's filters were refused; clearing them is the way out.
    body = isRefusedSearch(accounts.error) ? (
      <EmptyState
        icon={<TriangleAlert />}
        title="This search could not be run"
        description={errorMessage(accounts.error)}
        action={<Button onClick={onClear}>Clear filters</Button>}
      />
    ) : (
      <LoadFailed message={errorMessage(accounts.error)} onRetry={() => accounts.refetch()} />
    );
  } else if (!data) {
    body = <LoadingText>Loading accounts...</LoadingText>;
  } else if (data.total === 0) {
    body = <NoResults game={game} filters={filters} offerAlerts={!isSeller} onClear={onClear} />;
  } else if (data.accounts.length === 0) {
    body = (
      <EmptyState
        title="This page is empty"
        description="There are fewer results than this page number."
        action={<Button onClick={() => changePage(1)}>Go to page 1</Button>}
      />
    );
  } else {
    const lookup = gameLookup(game);
    body = (
      <>
        <AccountGrid
          accounts={data.accounts}
          lookup={lookup}
          isSeller={isSeller}
          stale={accounts.isPlaceholderData}
        />
        <ListPagination
          page={filters.page}
          total={data.total}
          limit={data.limit}
          onPageChange={changePage}
          label="Pagination"
          className="mt-6"
        />
      </>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby="results-heading" className="scroll-mt-20">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 sm:mb-4">
        <div className="flex items-center gap-3">
          <div className="flex items-baseline gap-2">
            <h2
              id="results-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold text-fg focus:outline-none"
            >
              {isSeller ? 'Your accounts' : 'Accounts'}
            </h2>
            {data && (
              <span className="text-base text-fg-muted tabular-nums">{`(${totalText(data)})`}</span>
            )}
          </div>
          {accounts.isPlaceholderData && (
            <span className="flex items-center gap-1.5 text-sm text-fg-muted">
              <Spinner />
              Updating...
            </span>
          )}
        </div>
        <SortSelect value={filters.sort} onChange={(sort) => onChange({ sort })} />
      </div>
      {body}
    </section>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<TriangleAlert />}
      title="Accounts could not be loaded"
      description={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
