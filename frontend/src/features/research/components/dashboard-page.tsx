import { NotAvailable } from '../../../components/not-available';

export function DashboardPage() {
  return <NotAvailable title="Your Researches" />;
}
