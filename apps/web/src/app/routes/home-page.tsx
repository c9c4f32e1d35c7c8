import { SellerIncomeChart } from '@/features/income-chart/components/seller-income-chart';
import HomePage from '@/features/storefront/routes/home-page';

/** `/`: the storefront's home, with the signed-in seller's sales chart above the games. */
export default function HomeRoute() {
  return <HomePage sales={<SellerIncomeChart />} />;
}
