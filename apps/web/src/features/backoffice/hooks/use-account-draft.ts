import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { writeDraft } from '../lib/account-draft';
import type { AccountFormValues } from '../lib/account-form-values';
import type { SavedImage } from '../lib/image-entries';

/**
 * Mirrors the add form into its sessionStorage draft (see lib/account-draft for why) on every
 * change. `isAdding` is read at write time, not render time: switching to edit mode fills the
 * form in the same click, and those values must never land in the add draft.
 */
export function useAccountDraft({
  gameId,
  form,
  images,
  blank,
  isAdding,
}: {
  gameId: number;
  form: UseFormReturn<AccountFormValues>;
  images: SavedImage[];
  blank: AccountFormValues;
  isAdding: () => boolean;
}) {
  useEffect(() => {
    const save = () => {
      if (isAdding()) writeDraft(gameId, form.getValues(), images, blank);
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [gameId, form, images, blank, isAdding]);
}
