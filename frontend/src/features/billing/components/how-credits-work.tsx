import { CREDITS_PER_CALL } from '#shared/domain/credits';
import { PLANS, planChangePolicy } from '#shared/domain/plans';

const { free, pro, enterprise } = PLANS;

/** Usage and policies of credits, amounts from the plan table. */
export function HowCreditsWork() {
  return (
    <section aria-labelledby="how-credits-work" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="how-credits-work" className="mb-3 text-lg font-semibold">
        How Credits Work
      </h2>
      <div className="grid gap-4 text-sm text-slate-700 md:grid-cols-2">
        <div>
          <h3 className="mb-1 font-medium text-slate-900">Usage</h3>
          <ul className="list-disc space-y-1 pl-5">
            <li>Each completed call uses about {CREDITS_PER_CALL} credits.</li>
            <li>Credits are deducted when a call completes.</li>
            <li>Failed or incomplete calls are not charged.</li>
          </ul>
        </div>
        <div>
          <h3 className="mb-1 font-medium text-slate-900">Policies</h3>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Monthly refills: {free.name} {free.monthlyCredits}, {pro.name} {pro.monthlyCredits},{' '}
              {enterprise.name} {enterprise.monthlyCredits} credits.
            </li>
            <li>Free accounts refill on the 1st of each month; paid plans on their billing date.</li>
            <li>{planChangePolicy()}</li>
            <li>Credits do not roll over: unused credits expire at the end of each cycle.</li>
            <li>Credits are non-refundable and non-transferable.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
