import { FlaskConical } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '#shared/domain/validation-messages';
import { BackLink } from '#web/components/back-link';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { useConfirmDemoCheckout, useDemoCheckout } from '../api/demo-checkout';

/** The in-app checkout used without Stripe keys; paying sends signed events to the webhook. */
export function DemoCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const session = useDemoCheckout(sessionId);
  const confirm = useConfirmDemoCheckout();
  const navigate = useNavigate();
  const pay = () =>
    confirm.mutate(sessionId, { onSuccess: () => navigate('/billing?checkout=success', { replace: true }) });
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5">
      <BackLink to="/billing">Back to Billing</BackLink>
      <div
        role="note"
        className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
      >
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        <p className="font-semibold">Demo checkout — no real payment</p>
      </div>
      <h1 className="text-2xl font-bold">Checkout</h1>
      {!sessionId && (
        <p role="alert" className="text-sm text-red-700">
          This checkout link is incomplete.
        </p>
      )}
      {session.isPending && sessionId && <p className="text-sm text-slate-600">Loading checkout...</p>}
      {session.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(session.error, 'This demo checkout does not exist or has expired.')}
        </p>
      )}
      {session.data && (
        <section
          aria-label="Order summary"
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="flex items-baseline justify-between">
            <h2 className="text-lg font-semibold">{session.data.planName} plan</h2>
            <p className="text-xl font-bold">${session.data.price}/month</p>
          </div>
          <p className="text-sm text-slate-700">
            {session.data.monthlyCredits} credits every month. Unused credits expire at the end of each cycle.
          </p>
          <p className="text-sm text-slate-600">
            No card is needed and nothing is charged: confirming sends the same signed events a real payment
            would.
          </p>
          {confirm.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(confirm.error, MESSAGES.checkoutFailed)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={pay} disabled={confirm.isPending}>
              {confirm.isPending ? 'Processing...' : `Pay $${session.data.price} (demo)`}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/billing?checkout=cancelled')}>
              Cancel
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
