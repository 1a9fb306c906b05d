import { NotAvailable } from '../../../components/not-available';

export function BillingPage() {
  return <NotAvailable title="Billing and Usage" />;
}
