import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Game, SellerAccount } from '@shop/contract';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/api/api-error';
import { showErrorToast } from '@/api/error-toast';
import { useSaveAccount } from '../api/save-account';
import { clearDraft, readDraft } from '../lib/account-draft';
import {
  blankValues,
  formDefaults,
  toAccountInput,
  valuesFromAccount,
  type AccountFormValues,
} from '../lib/account-form-values';
import { savedImages, thumbFor, type SavedImage } from '../lib/image-entries';
import { errorTargetFor } from '../lib/server-fields';
import { useAccountDraft } from './use-account-draft';
import { useImageUploads } from './use-image-uploads';

/** SPEC §5 / §8: the text of the missing-image error, shown with the title "Error". */
export const MISSING_IMAGE_MESSAGE = 'Please upload an image.';

export type EditorMode = { kind: 'add' } | { kind: 'edit'; accountId: number; code: string };

function showError(description: string, id: string) {
  toast.error('Error', { description, id });
}

/**
 * The add/edit form's state (SPEC §2, §4): add mode, or edit mode after loading an account; a
 * successful save returns to a blank add form, a failed one keeps everything as typed.
 */
export function useAccountEditor({
  game,
  mailDomains,
  warrantyDays,
  onSaved,
}: {
  game: Game;
  mailDomains: readonly string[];
  /** The seller's default warranty: what a new account starts with. */
  warrantyDays: number;
  onSaved?: (mode: EditorMode) => void;
}) {
  const defaults = useMemo(
    () => formDefaults(game, mailDomains, warrantyDays),
    [game, mailDomains, warrantyDays],
  );
  const blank = useMemo(() => blankValues(defaults), [defaults]);
  const [draft] = useState(() => readDraft(game.id, blank));
  const form = useForm<AccountFormValues>({
    defaultValues: draft ? { ...draft.values, password: '' } : blank,
  });
  const images = useImageUploads(draft?.images ?? []);
  const saved = useMemo(() => savedImages(images.entries), [images.entries]);
  const [imagesError, setImagesError] = useState<string>();
  // Tells the seller why the form is not empty on arrival; gone once the form is refilled.
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const [mode, setModeState] = useState<EditorMode>({ kind: 'add' });
  const modeRef = useRef<EditorMode>(mode);
  // True while the form is being refilled: its values and images change in two steps, and the
  // draft must not catch the moment in between (new values with the old images).
  const refilling = useRef(false);
  const save = useSaveAccount(game.id);

  const isAdding = useCallback(() => modeRef.current.kind === 'add' && !refilling.current, []);
  useAccountDraft({ gameId: game.id, form, images: saved, blank, isAdding });

  const { replace: replaceImages } = images;
  const { reset: resetSave } = save;
  const showForm = useCallback(
    (next: EditorMode, values: AccountFormValues, imageList: readonly SavedImage[]) => {
      refilling.current = true;
      form.reset(values);
      replaceImages(imageList);
      refilling.current = false;
      modeRef.current = next;
      setModeState(next);
      setImagesError(undefined);
      setDraftRestored(false);
      resetSave();
    },
    [form, replaceImages, resetSave],
  );

  const startEdit = useCallback(
    (account: SellerAccount) =>
      showForm(
        { kind: 'edit', accountId: account.id, code: account.code },
        valuesFromAccount(account, defaults),
        account.images.map((link) => ({ link, thumb: thumbFor(link) })),
      ),
    [showForm, defaults],
  );

  /** Back to add mode with the add draft the seller left when choosing Edit. */
  const cancelEdit = useCallback(() => {
    const stored = readDraft(game.id, blank);
    showForm(
      { kind: 'add' },
      stored ? { ...stored.values, password: '' } : blank,
      stored?.images ?? [],
    );
  }, [showForm, game.id, blank]);

  const clearForm = useCallback(() => {
    clearDraft(game.id);
    showForm({ kind: 'add' }, blank, []);
  }, [showForm, game.id, blank]);

  const showSaveError = (error: unknown) => {
    const target = isApiError(error) ? errorTargetFor(error.field, mailDomains.length > 1) : null;
    if (target === 'images') setImagesError(errorMessage(error));
    else if (target) {
      form.setError(
        target,
        { type: 'server', message: errorMessage(error) },
        { shouldFocus: true },
      );
    } else void showErrorToast(error);
  };

  const send = (values: AccountFormValues) => {
    const current = modeRef.current;
    const accountId = current.kind === 'edit' ? current.accountId : null;
    const input = toAccountInput(
      values,
      saved.map((image) => image.link),
    );
    save.mutate(
      { accountId, input },
      {
        onSuccess: () => {
          toast.success(current.kind === 'edit' ? 'Account updated' : 'Account added');
          clearForm();
          onSaved?.(current);
        },
        onError: showSaveError,
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (images.uploading) {
      event.preventDefault();
      showError('Please wait until the images finish uploading.', 'images-uploading');
      return;
    }
    const missingImage = saved.length === 0;
    if (missingImage) {
      setImagesError(MISSING_IMAGE_MESSAGE);
      showError(MISSING_IMAGE_MESSAGE, 'missing-image');
    }
    // Field checks still run, so every problem shows at once.
    void form.handleSubmit((values) => {
      if (!missingImage) send(values);
    })(event);
  };

  const addFiles = (files: readonly File[]) => {
    setImagesError(undefined);
    images.addFiles(files);
  };

  return {
    form,
    mode,
    images: { ...images, addFiles },
    imagesError,
    draftRestored,
    saving: save.isPending,
    submit,
    startEdit,
    cancelEdit,
    clearForm,
  };
}

export type AccountEditor = ReturnType<typeof useAccountEditor>;
