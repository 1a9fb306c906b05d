import { NotAvailable } from '../../../components/not-available';

export function ResearchDetailPage() {
  return <NotAvailable title="Research" />;
}
