import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubRoller } from '@shop/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { LIST_WIDTH } from '@/components/mailbox/list-width';
import { mailboxSearch, readMailboxView } from '@/components/mailbox/mailbox-search';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { subRollersQueryKey, useSubRollers } from '../api/get-sub-rollers';
import { AccessMailbox } from '../components/access-mailbox';
import { SubRollerForm } from '../components/sub-roller-form';
import { SubRollerList } from '../components/sub-roller-list';
import { useSubRollerLiveUpdates } from '../hooks/use-sub-roller-live-updates';

/**
 * `/sub-roller-email` (signed in): create and remove sub-roller codes, copy their viewer links,
 * and read a selected sub-roller's mail (SPEC §2 Sub-roller screen). The selected one's token
 * is kept as `sub_roller_token`, so the selection survives a reload.
 */
export default function SubRollerPage() {
  useDocumentTitle('Sub-Roller Email');
  const [stored, setStored] = useState(() => readStorage(STORAGE_KEYS.subRollerToken));
  const subRollers = useSubRollers();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // A stored token of a sub-roller removed elsewhere selects nothing.
  const selected = subRollers.data?.find((sub) => sub.token === stored) ?? null;
  const queryClient = useQueryClient();
  // Removed elsewhere (another tab, another device): the list drops it, and so the selection.
  useSubRollerLiveUpdates(selected?.token ?? null, {
    onRevoked: () => void queryClient.invalidateQueries({ queryKey: subRollersQueryKey }),
  });

  const { page, mail } = readMailboxView(search);

  const select = (sub: SubRoller) => {
    writeStorage(STORAGE_KEYS.subRollerToken, sub.token);
    setStored(sub.token);
    void navigate({ search: '' });
  };
  // SPEC §4: removing the selected one clears the selection and the saved token.
  const onRemoved = (sub: SubRoller) => {
    if (sub.token !== stored) return;
    removeStorage(STORAGE_KEYS.subRollerToken);
    setStored(null);
    void navigate({ search: '' });
  };

  return (
    <>
      <PageHeader title="Sub-Roller Email" />
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <SubRollerForm />
          <SubRollerList
            selected={selected?.token ?? null}
            onSelect={select}
            onRemoved={onRemoved}
          />
        </div>
        {selected && (
          <section aria-labelledby="sub-roller-mail-title" className="flex flex-col gap-3">
            <h2 id="sub-roller-mail-title" className="text-lg font-semibold text-fg">
              Emails of {selected.sub_code}{' '}
              <span className="font-mono text-sm font-normal text-fg-muted">
                {selected.email_pattern}
              </span>
            </h2>
            <AccessMailbox
              key={selected.token}
              token={selected.token}
              page={page}
              selected={mail}
              linkTo={(id) => ({ search: mailboxSearch({ page, mail: id }) })}
              backTo={{ search: mailboxSearch({ page }) }}
              onPageChange={(p) => void navigate({ search: mailboxSearch({ page: p }) })}
              bounds={LIST_WIDTH}
              className="h-[calc(100dvh-12rem)] min-h-[32rem]"
            />
          </section>
        )}
      </div>
    </>
  );
}
