import { FlaskConical } from 'lucide-react';
import { useAppConfig } from '#web/lib/app-config';

/** True when calls go to the built-in simulated phone network instead of real businesses. */
export const useSimulatedCalls = () => useAppConfig()?.simulatedCalls === true;

/** The research page's notice that its calls were simulated. */
export function SimulatedNotice() {
  if (!useSimulatedCalls()) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-violet-200 bg-violet-50 px-3 py-2 text-sm text-violet-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong>Simulated calls.</strong> This demo calls a simulated phone network: the businesses, their
        answers and recordings are generated, not real.
      </span>
    </p>
  );
}

/** A small "Simulated call" tag for a call card or transcript. */
export function SimulatedTag() {
  if (!useSimulatedCalls()) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-900">
      <FlaskConical aria-hidden="true" className="size-3" />
      Simulated call
    </span>
  );
}
