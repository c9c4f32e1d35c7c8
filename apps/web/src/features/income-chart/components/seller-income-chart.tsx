import { lazy, Suspense } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { LoadingText } from '@/components/ui/spinner';

// The chart library stays out of the storefront's first download (DESIGN §8 budget): only a
// signed-in seller's home asks for it.
const IncomeChartSection = lazy(() => import('./income-chart-section'));

/** The signed-in seller's sales chart on the home; nothing for visitors. */
export function SellerIncomeChart() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={<LoadingText>Loading sales...</LoadingText>}>
      <IncomeChartSection />
    </Suspense>
  );
}
