import { NotAvailable } from '../../../components/not-available';

export function NewResearchPage() {
  return <NotAvailable title="New Research" />;
}
