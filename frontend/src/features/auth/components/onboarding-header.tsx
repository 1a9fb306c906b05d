import { Brand } from '#web/components/brand';
import { ProgressBar } from '#web/components/progress-bar';

const ONBOARDING_STEPS = 3;

/** Product name, the user's e-mail, a progress bar and "Step N of 3". */
export function OnboardingHeader({ email, step }: { email: string; step: number }) {
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Brand />
        <span className="truncate text-sm text-slate-600">{email}</span>
      </div>
      <ProgressBar
        label="Onboarding progress"
        value={step + 1}
        min={1}
        max={ONBOARDING_STEPS}
        className="h-2"
      />
      <p className="text-sm text-slate-600">
        Step {step + 1} of {ONBOARDING_STEPS}
      </p>
    </header>
  );
}
