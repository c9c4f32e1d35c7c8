import { Chip } from '@/components/ui/chip';
import { cn } from '@/lib/cn';
import { recipientAddresses } from '../lib/recipients';

export type AddressFilterControl = {
  /** The address the list is filtered to, or empty. */
  active: string;
  onSelect: (address: string) => void;
};

/**
 * A chip per address a mail reached (one per account, since every account has its own address);
 * a click shows only the mail to that address. In a list row the chips sit above the row's link.
 */
export function RecipientChips({ to, active, onSelect }: { to: string } & AddressFilterControl) {
  return (
    <span className="relative z-10 inline-flex min-w-0 flex-wrap gap-1 align-middle">
      {recipientAddresses(to).map((address) => (
        <button
          key={address}
          type="button"
          title={`Show only mail to ${address}`}
          aria-label={`Show mail to ${address}`}
          onClick={() => onSelect(address)}
          className="group max-w-full cursor-pointer rounded-full"
        >
          <Chip
            className={cn(
              'max-w-full group-hover:border-accent',
              address === active && 'border-accent bg-accent-soft text-accent-text',
            )}
          >
            <span className="truncate">{address}</span>
          </Chip>
        </button>
      ))}
    </span>
  );
}
