import { NotAvailable } from '../../../components/not-available';

export function SettingsPage() {
  return <NotAvailable title="Account Settings" />;
}
