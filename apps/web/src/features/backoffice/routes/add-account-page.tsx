import { useState } from 'react';
import type { Game } from '@shop/contract';
import { useParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { useGame } from '@/api/games';
import { ButtonLink } from '@/components/ui/button';
import { NotFoundState, PageLoadFailed } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRollerProfile } from '@/hooks/use-roller-profile';
import { parseRouteId } from '@/lib/route-ids';
import { useMailDomains } from '../api/get-mail-domains';
import { useWarrantyDefault } from '../api/get-warranty-default';
import { AccountFormCard } from '../components/account-form-card';
import { SellerAccountList } from '../components/seller-account-list';
import { useAccountEditor } from '../hooks/use-account-editor';
import { useEditLoader } from '../hooks/use-edit-loader';

/**
 * `/games/:gameId/add` for a signed-in seller (SPEC §2 "Add/Edit account page"): the add/edit
 * form, and below it the seller's own accounts for the game.
 */
export default function AddAccountPage() {
  const gameId = parseRouteId(useParams().gameId);
  const game = useGame(gameId);
  const profile = useRollerProfile();
  const domains = useMailDomains();
  const warranty = useWarrantyDefault();
  useDocumentTitle(game.data ? `Add Account · ${game.data.name}` : 'Add Account');

  if (gameId === null || isNotFound(game.error)) return <NotFoundState title="Game not found" />;
  if (game.data && profile.data && domains.data && warranty.data !== undefined) {
    return (
      <SellerWorkspace
        // A new game starts a new form (its own draft, servers and items).
        key={game.data.id}
        game={game.data}
        rollerCode={profile.data.code}
        mailDomains={domains.data.domains}
        warrantyDays={warranty.data}
      />
    );
  }
  const failed = [game, profile, domains, warranty].find((query) => query.isError);
  if (failed) {
    return (
      <PageLoadFailed
        message={errorMessage(failed.error)}
        busy={failed.isFetching}
        onRetry={() => failed.refetch()}
      />
    );
  }
  return <LoadingText>Loading...</LoadingText>;
}

function SellerWorkspace({
  game,
  rollerCode,
  mailDomains,
  warrantyDays,
}: {
  game: Game;
  rollerCode: string;
  mailDomains: string[];
  warrantyDays: number;
}) {
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(true);
  const [revealKey, setRevealKey] = useState(0);
  const editor = useAccountEditor({
    game,
    mailDomains,
    warrantyDays,
    // A new account is the newest, so it is on the first page.
    onSaved: (mode) => mode.kind === 'add' && setPage(1),
  });
  const loader = useEditLoader(game.id, (account) => {
    editor.startEdit(account);
    setFormOpen(true);
    setRevealKey((key) => key + 1);
  });
  const editingId = editor.mode.kind === 'edit' ? editor.mode.accountId : null;

  return (
    <>
      <PageHeader
        title={game.name}
        description="Add an account for sale, or edit and delete the ones you listed."
        actions={
          <ButtonLink to={`/games/${game.id}`} variant="secondary">
            View listing
          </ButtonLink>
        }
      />
      <AccountFormCard
        editor={editor}
        game={game}
        rollerCode={rollerCode}
        mailDomains={mailDomains}
        open={formOpen}
        onOpenChange={setFormOpen}
        revealKey={revealKey}
      />
      <SellerAccountList
        game={game}
        rollerCode={rollerCode}
        page={page}
        onPageChange={setPage}
        editingId={editingId}
        loadingId={loader.loadingId}
        onEdit={(accountId) => void loader.load(accountId)}
        onDeleted={(accountId) => accountId === editingId && editor.cancelEdit()}
      />
    </>
  );
}
