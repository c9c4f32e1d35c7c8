import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { EMAIL_SEARCH_MAX } from '@shop/contract/values';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Searches recipient, sender and subject on the server; Enter or the button runs it. */
export function InboxSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(q);
  const [shown, setShown] = useState(q);
  // The URL can change under the box (Back, a link): show what is searched, not a stale draft.
  if (q !== shown) {
    setShown(q);
    setValue(q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <Input
        type="search"
        aria-label="Search emails"
        // Short enough for the list pane at its narrowest (200 px); the name says the rest.
        placeholder="Search"
        title="Search by recipient, sender or subject"
        maxLength={EMAIL_SEARCH_MAX}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="min-w-0"
      />
      <Button
        type="submit"
        variant="secondary"
        size="icon"
        aria-label="Search"
        className="shrink-0"
      >
        <Search aria-hidden="true" className="size-4" />
      </Button>
    </form>
  );
}
