import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Says the list shows one address's mail only, with the way back to all of it. */
export function AddressFilterNotice({
  address,
  onClear,
}: {
  address: string;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-control bg-accent-soft px-3 py-2 text-sm text-fg">
      <p className="min-w-0 break-all">
        Showing mail to <span className="font-semibold">{address}</span>
      </p>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        Clear filter
      </Button>
    </div>
  );
}
