import { Coins } from 'lucide-react';
import { approximateCalls } from '#shared/domain/credits';
import { planOf } from '#shared/domain/plans';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { useBillingAccount } from '../api/billing-account';
import { useOpenPortal } from '../api/checkout';
import { formatDate } from './format';
import { LoadState } from './load-state';
import { PlanOptions } from './plan-options';

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Choose Your Plan": the plans with Upgrade buttons. */
export function ChooseYourPlanDialog({ open, onOpenChange }: DialogProps) {
  const account = useBillingAccount();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose Your Plan"
      description="Credits refill every month. Unused credits do not roll over."
    >
      <PlanOptions current={planOf(account.data?.tier).id} priceIds={account.data?.priceIds} />
    </Dialog>
  );
}

/** The plan-change dialog of the billing page, given the current tier. */
export function PlanChangeDialog({ open, onOpenChange, current }: DialogProps & { current: string }) {
  const account = useBillingAccount();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Plan"
      description={`You are on the ${planOf(current).name} plan.`}
    >
      <PlanOptions current={planOf(current).id} priceIds={account.data?.priceIds} />
    </Dialog>
  );
}

/** "Credits & Subscription": balance, plan, next refill, the plans and Manage Subscription. */
export function CreditsDialog({ open, onOpenChange }: DialogProps) {
  const account = useBillingAccount();
  const portal = useOpenPortal();
  const data = account.data;
  const plan = planOf(data?.tier);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Credits & Subscription">
      <LoadState query={account} what="your credits" />
      {data && (
        <div className="flex flex-col gap-4">
          <div className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
            <div>
              <p className="text-xs text-slate-600">Available credits</p>
              <p className="flex items-center gap-1 text-xl font-bold">
                <Coins aria-hidden="true" className="size-5 text-brand-600" />
                {data.credits}
              </p>
              <p className="text-xs text-slate-600">About {approximateCalls(data.credits)} calls</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Plan</p>
              <p className="font-semibold">{plan.name}</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Next refill</p>
              <p className="font-semibold">{formatDate(data.nextRefillAt)}</p>
              <p className="text-xs text-slate-600">+{plan.monthlyCredits} credits</p>
            </div>
          </div>
          <PlanOptions current={plan.id} priceIds={data.priceIds} />
          {data.tier !== 'free' && (
            <div>
              <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
                Manage Subscription
              </Button>
              {portal.isError && (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {portal.error.message}
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
