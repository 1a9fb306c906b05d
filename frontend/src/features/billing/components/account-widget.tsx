import { Coins, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { planOf } from '#shared/domain/plans';
import { useProfile } from '#web/lib/profile';
import { ChooseYourPlanDialog, CreditsDialog } from './plan-dialogs';

/** Credits (opens Credits & Subscription), the plan name and Upgrade (opens Choose Your Plan). */
export function AccountWidget() {
  const profile = useProfile();
  const [dialog, setDialog] = useState<'credits' | 'plans' | null>(null);
  const credits = profile.data?.credits ?? 0;
  const plan = planOf(profile.data?.subscriptionTier);
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <div className="flex items-center gap-1 md:flex-col md:items-stretch md:rounded-xl md:border md:border-slate-200 md:p-3">
      <button
        type="button"
        onClick={() => setDialog('credits')}
        aria-label={`${credits} credits, ${plan.name} plan. Open credits and subscription`}
        className="flex items-center gap-1.5 rounded-lg px-1 py-1 text-sm hover:bg-slate-100 md:gap-2 md:px-2"
      >
        <Coins aria-hidden="true" className="size-4 text-brand-600" />
        <span data-testid="account-credits" className="font-semibold">
          {credits}
        </span>
        <span className="hidden md:inline">credits</span>
        <span
          data-testid="account-plan"
          className="rounded-full bg-slate-100 px-2 text-xs whitespace-nowrap text-slate-700"
        >
          {plan.name}
        </span>
      </button>
      <button
        type="button"
        onClick={() => setDialog('plans')}
        className="flex items-center justify-center gap-1 rounded-lg bg-brand-700 px-2 py-1.5 md:px-3 text-sm font-medium text-white hover:bg-brand-800"
      >
        <Sparkles aria-hidden="true" className="size-4" />
        Upgrade
      </button>
      <CreditsDialog open={dialog === 'credits'} onOpenChange={close} />
      <ChooseYourPlanDialog open={dialog === 'plans'} onOpenChange={close} />
    </div>
  );
}
