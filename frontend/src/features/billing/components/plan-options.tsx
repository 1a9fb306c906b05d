import { Check } from 'lucide-react';
import type { BillingAccount } from '#shared/contracts/billing';
import {
  formatPlanPrice,
  isPaidTier,
  type Plan,
  type PlanTier,
  planAction,
  SOLD_PLANS,
} from '#shared/domain/plans';
import { SUPPORT_EMAIL, supportMailto } from '#shared/domain/support';
import { Button } from '#web/components/button';
import { useAppConfig } from '#web/lib/app-config';
import { useStartCheckout } from '../api/checkout';

const linkButton =
  'inline-flex min-h-10 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** The plans on sale with the button rules; Upgrade starts checkout. */
export function PlanOptions({
  current,
  priceIds,
}: {
  current: PlanTier;
  priceIds?: BillingAccount['priceIds'];
}) {
  const checkout = useStartCheckout();
  const supportEmail = useAppConfig()?.operator.supportEmail ?? SUPPORT_EMAIL;
  const button = (plan: Plan) => {
    const action = planAction(plan.id, current);
    if (action === 'contact_support') {
      return (
        <a className={linkButton} href={supportMailto(supportEmail, `Change plan to ${plan.name}`)}>
          Contact Support
        </a>
      );
    }
    if (action === 'upgrade' && isPaidTier(plan.id)) {
      const tier = plan.id;
      return (
        <Button
          className="w-full"
          disabled={!priceIds || checkout.isPending}
          onClick={() => priceIds && checkout.mutate({ tier, priceId: priceIds[tier] })}
        >
          {checkout.isPending && checkout.variables?.tier === tier ? 'Redirecting...' : 'Upgrade'}
        </Button>
      );
    }
    return (
      <Button className="w-full" variant="secondary" disabled>
        {action === 'current' ? 'Current Plan' : 'Upgrade'}
      </Button>
    );
  };
  return (
    <div>
      {checkout.isError && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {checkout.error.message}
        </p>
      )}
      <ul className="grid gap-3">
        {SOLD_PLANS.map((plan) => (
          <li
            key={plan.id}
            aria-label={`${plan.name} plan`}
            className={`flex flex-col gap-3 rounded-xl border p-4 ${plan.popular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{plan.name}</h3>
              {plan.popular && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                  Popular
                </span>
              )}
            </div>
            <p className="text-2xl font-bold">{formatPlanPrice(plan)}</p>
            <ul className="flex flex-1 flex-col gap-1 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
            {button(plan)}
          </li>
        ))}
      </ul>
    </div>
  );
}
