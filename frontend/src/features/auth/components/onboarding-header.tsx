import { Brand } from '../../../components/brand';

const ONBOARDING_STEPS = 3;

/** Product name, the user's e-mail, a progress bar and "Step N of 3". */
export function OnboardingHeader({ email, step }: { email: string; step: number }) {
  const percent = Math.round(((step + 1) / ONBOARDING_STEPS) * 100);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Brand />
        <span className="truncate text-sm text-slate-600">{email}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEPS}
        aria-valuenow={step + 1}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        Step {step + 1} of {ONBOARDING_STEPS}
      </p>
    </header>
  );
}
