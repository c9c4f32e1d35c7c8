import { toast } from 'sonner';

/** What the toast says when the copy worked, and when the browser refused it. */
export interface CopyMessages {
  copied: string;
  failed: string;
  /** How long the success toast stays (SPEC §9's link-copied toast: 2 s); sonner's default else. */
  durationMs?: number;
}

/** SPEC §9: a copied-to-clipboard toast stays 2 s. */
export const COPIED_TOAST_MS = 2000;

/** Copies `text` and says so in a toast, or says how to copy it by hand. */
export async function copyToClipboard(text: string, messages: CopyMessages): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(
      messages.copied,
      messages.durationMs === undefined ? undefined : { duration: messages.durationMs },
    );
  } catch {
    toast.error(messages.failed);
  }
}
