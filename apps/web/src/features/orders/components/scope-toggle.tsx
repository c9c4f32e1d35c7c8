import type { TransactionScope } from '@shop/contract';
import { SegmentedControl, type SegmentOption } from '@/components/ui/segmented-control';

const SCOPES: SegmentOption<TransactionScope>[] = [
  { value: 'mine', label: 'My orders' },
  { value: 'all', label: 'All sellers' },
];

/** The shop owner's choice between their own orders and every seller's. */
export function ScopeToggle({
  scope,
  onChange,
}: {
  scope: TransactionScope;
  onChange: (scope: TransactionScope) => void;
}) {
  return (
    <SegmentedControl
      label="Whose orders"
      options={SCOPES}
      value={scope}
      onChange={onChange}
      size="md"
    />
  );
}
