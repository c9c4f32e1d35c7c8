import { useId, useState } from 'react';
import { ChartNoAxesColumn } from 'lucide-react';
import { DAILY_INCOME_DEFAULT_DAYS } from '@shop/contract/values';
import { useGames } from '@/api/games';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { Select } from '@/components/ui/select';
import { LoadingText } from '@/components/ui/spinner';
import { StatList } from '@/components/ui/stat';
import { formatCount, formatUsd } from '@/lib/format';
import { useDailyIncome } from '../api/get-daily-income';
import { windowTotals } from '../lib/daily-figures';
import { DailyIncomeCharts } from './daily-income-charts';

const DAYS = DAILY_INCOME_DEFAULT_DAYS;

/**
 * The seller's last 30 days on the signed-in home: income and accounts sold per UTC day, for
 * every game or one. Loaded on its own (with the chart library) only for signed-in sellers.
 */
export default function IncomeChartSection() {
  const headingId = useId();
  const selectId = useId();
  const [gameId, setGameId] = useState<number | null>(null);
  const games = useGames();
  const daily = useDailyIncome(gameId, DAYS);
  const gameName = games.data?.find((g) => g.id === gameId)?.name;
  const scope = gameName ?? 'all games';
  const totals = daily.data ? windowTotals(daily.data.days) : null;

  return (
    <Card as="section" aria-labelledby={headingId} className="mb-10">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold text-fg">
            Your sales, last {DAYS} days
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Delivered orders per day; days run midnight to midnight UTC.
          </p>
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-fg">
            Game
          </label>
          <Select
            id={selectId}
            value={gameId ?? ''}
            onChange={(e) => setGameId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">All games</option>
            {games.data?.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {daily.isPending ? (
        <LoadingText>Loading sales...</LoadingText>
      ) : daily.isError ? (
        <LoadFailedAlert
          title="Sales could not be loaded"
          message={daily.error.message}
          busy={daily.isFetching}
          onRetry={() => void daily.refetch()}
        />
      ) : totals && totals.sold === 0 ? (
        <div className="flex flex-col items-center gap-2 py-10 text-center">
          <ChartNoAxesColumn aria-hidden="true" className="size-8 text-fg-muted" />
          <p className="font-medium text-fg">No sales in the last {DAYS} days</p>
          <p className="max-w-prose text-sm text-fg-muted">
            Orders you deliver for {scope} will show here, day by day.
          </p>
        </div>
      ) : (
        <>
          <StatList
            size="sm"
            className="mb-4"
            items={[
              { label: `Income, ${DAYS} days`, value: formatUsd(totals?.income ?? 0) },
              { label: `Accounts sold, ${DAYS} days`, value: formatCount(totals?.sold ?? 0) },
              { label: 'Days with sales', value: formatCount(totals?.activeDays ?? 0) },
            ]}
          />
          <DailyIncomeCharts
            days={daily.data.days}
            caption={`Income and accounts sold per day (UTC), last ${DAYS} days, ${scope}`}
          />
        </>
      )}
    </Card>
  );
}
