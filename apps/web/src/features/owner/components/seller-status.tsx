import type { SellerSummary } from '@shop/contract';
import { Badge } from '@/components/ui/badge';

/** Active or Disabled, and the owner marked as such. */
export function SellerStatus({ seller }: { seller: SellerSummary }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {seller.disabled ? (
        <Badge variant="failed">Disabled</Badge>
      ) : (
        <Badge variant="delivered">Active</Badge>
      )}
      {seller.is_owner && <Badge variant="accent">Owner</Badge>}
    </span>
  );
}
