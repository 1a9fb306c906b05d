import { AlertTriangle, CalendarClock, Coins, CreditCard } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { approximateCalls } from '#shared/domain/credits';
import { formatPlanPrice, planOf } from '#shared/domain/plans';
import { BackLink } from '#web/components/back-link';
import { Button } from '#web/components/button';
import { useBillingAccount } from '../api/billing-account';
import { useOpenPortal } from '../api/checkout';
import { CreditHistory } from './credit-history';
import { formatDate } from './format';
import { HowCreditsWork } from './how-credits-work';
import { LoadState } from './load-state';
import { PlanChangeDialog } from './plan-dialogs';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="mb-2 flex items-center gap-2 text-sm font-medium text-slate-600">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const NOTICES: Record<string, string> = {
  success: 'Your plan has been updated.',
  cancelled: 'Checkout was cancelled. Your plan has not changed.',
};

/** Billing and Usage, with the real cycle and the ledger's history. */
export function BillingPage() {
  const account = useBillingAccount();
  const portal = useOpenPortal();
  const [changing, setChanging] = useState(false);
  const [params] = useSearchParams();
  const notice = NOTICES[params.get('checkout') ?? ''];
  const data = account.data;
  const plan = planOf(data?.tier);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackLink to="/dashboard">Back to Dashboard</BackLink>
      <h1 className="text-2xl font-bold">Billing and Usage</h1>
      {notice && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
          {notice}
        </p>
      )}
      {params.get('portal') === 'demo' && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Demo billing portal — there is no real subscription to manage in demo mode.
        </p>
      )}
      <LoadState query={account} what="your billing information" />
      {data && (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <Card icon={<Coins aria-hidden="true" className="size-4" />} title="Available Credits">
              <p data-testid="billing-credits" className="text-3xl font-bold">
                {data.credits}
              </p>
              <p className="text-sm text-slate-600">≈ {approximateCalls(data.credits)} calls remaining</p>
            </Card>
            <Card icon={<CreditCard aria-hidden="true" className="size-4" />} title="Current Plan">
              <p data-testid="billing-plan" className="text-3xl font-bold">
                {plan.name}
              </p>
              <p className="text-sm text-slate-600">{formatPlanPrice(plan)}</p>
            </Card>
            <Card icon={<CalendarClock aria-hidden="true" className="size-4" />} title="Next Refill">
              <p className="text-3xl font-bold">{formatDate(data.nextRefillAt)}</p>
              <p className="text-sm text-slate-600">+{plan.monthlyCredits} credits</p>
            </Card>
          </div>
          <section
            aria-labelledby="subscription-details"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="subscription-details" className="text-lg font-semibold">
                Subscription Details
              </h2>
              <div className="flex flex-wrap gap-2">
                {data.tier !== 'free' && (
                  <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
                    Manage Subscription
                  </Button>
                )}
                <Button onClick={() => setChanging(true)}>Change Plan</Button>
              </div>
            </div>
            {portal.isError && (
              <p role="alert" className="mb-3 text-sm text-red-700">
                {portal.error.message}
              </p>
            )}
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600">Plan Type</dt>
              <dd className="font-medium">{plan.name}</dd>
              <dt className="text-slate-600">Billing Cycle</dt>
              <dd className="font-medium">Monthly</dd>
              <dt className="text-slate-600">Monthly Cost</dt>
              <dd className="font-medium">${plan.price}</dd>
              <dt className="text-slate-600">Next Billing Date</dt>
              <dd className="font-medium">
                {data.tier === 'free' ? 'No billing on the Free plan' : formatDate(data.nextRefillAt)}
              </dd>
              <dt className="text-slate-600">Credit Rollover</dt>
              <dd className="font-medium">No</dd>
            </dl>
            <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Unused credits expire at the end of each billing cycle.
            </p>
          </section>
          <PlanChangeDialog open={changing} onOpenChange={setChanging} current={data.tier} />
        </>
      )}
      <CreditHistory />
      <HowCreditsWork />
    </div>
  );
}
