import { useId, type FormEvent } from 'react';
import { useDraft } from '../hooks/use-draft';
import { Search, X } from 'lucide-react';
import { LISTING_TEXT_MAX } from '@shop/contract/values';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * The listing's search box: an account's code (say, from a seller's post) finds that account,
 * other text finds accounts whose description holds its words. It searches on Enter or the
 * button, not per keystroke: a text search is answered by the database, not the listing's
 * in-memory index (docs/decisions/0009-listing-text-search.md), and a half-typed code finds
 * nothing anyway.
 */
export function ListingSearch({
  value,
  onSearch,
  exampleCode,
}: {
  value: string;
  onSearch: (text: string) => void;
  /** A code for sale in this game, for the hint; none is named while none is known. */
  exampleCode?: string;
}) {
  const [draft, setDraft] = useDraft(value);
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form
      role="search"
      aria-label="Accounts"
      onSubmit={submit}
      className="group flex flex-col gap-1.5"
    >
      {/* The placeholder says it in view (short enough for 390 px); the label names the field. */}
      <label htmlFor={inputId} className="sr-only">
        Find an account
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <Input
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={LISTING_TEXT_MAX}
            placeholder="Code or description words"
            aria-describedby={hintId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button type="submit">Search</Button>
        {value && (
          <Button
            type="button"
            variant="secondary"
            aria-label="Clear search"
            onClick={() => onSearch('')}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {/* Heard always. Shown in one line on phones while the box has focus: the buyer about to
          type sees it, and the first screen keeps its room for the first account. */}
      <p
        id={hintId}
        className="sr-only text-xs text-fg-muted max-md:group-focus-within:not-sr-only"
      >
        {exampleCode
          ? `Try a code such as ${exampleCode} or description words.`
          : 'Try an account code or description words.'}
      </p>
    </form>
  );
}
