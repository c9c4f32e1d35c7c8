import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRollerProfile } from '@/hooks/use-roller-profile';
import { useDisputes } from '../api/get-disputes';
import { DisputesList } from '../components/disputes-list';
import { useDisputesLiveUpdates } from '../hooks/use-disputes-live-updates';
import { useListView } from '../hooks/use-list-view';
import { STATUS_FILTERS, statusFromUrl } from '../lib/dispute-status';

/**
 * `/disputes` (signed in): the seller's disputes, newest first; the owner's hold every seller's,
 * with a seller column. The status filter and the page live in the address; a dispute's step
 * refreshes the list live.
 */
export default function DisputesPage() {
  useDocumentTitle('Disputes');
  const { status, page, setStatus, setPage } = useListView();
  const list = useDisputes({ page, ...(status ? { status } : {}) });
  useDisputesLiveUpdates();
  const isOwner = useRollerProfile().data?.is_owner === true;

  return (
    <>
      <PageHeader
        title="Disputes"
        description={
          isOwner
            ? "Every seller's disputes, newest first. Open one to read it and resolve it."
            : 'Disputes buyers opened about your accounts, newest first. Answer each in time.'
        }
        actions={
          <label className="flex items-center gap-2 text-sm font-medium text-fg">
            Status
            <Select
              className="w-52"
              value={status ?? ''}
              onChange={(event) => setStatus(statusFromUrl(event.target.value))}
            >
              {STATUS_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </label>
        }
      />
      <DisputesList
        list={list}
        status={status}
        page={page}
        showSeller={isOwner}
        onPageChange={setPage}
        onShowAll={() => setStatus(undefined)}
      />
    </>
  );
}
