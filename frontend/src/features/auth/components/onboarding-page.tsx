import { NotAvailable } from '../../../components/not-available';

export function OnboardingPage() {
  return <NotAvailable title="Welcome to Askaround" />;
}
