import { callPlanText } from '#shared/domain/call-plan';

/** Says, before Start Research, how many businesses will be called and what it costs at most. */
export function WizardCallPlan(plan: { numbers: number; location: string; testPhone: string | null }) {
  return (
    <p
      data-testid="call-plan"
      aria-live="polite"
      className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800"
    >
      {callPlanText(plan)}
    </p>
  );
}
