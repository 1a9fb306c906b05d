import { NotAvailable } from '../../../components/not-available';

export function TermsPage() {
  return <NotAvailable title="Terms of Service" />;
}
