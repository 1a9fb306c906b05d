import { NotAvailable } from '../../../components/not-available';

export function HelpPage() {
  return <NotAvailable title="Help and Support" />;
}
