import { ArrowLeft, Coins, Loader2, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '#web/components/button';

const BLOCKER_ID = 'start-research-blocker';

/** Back, "New Research", credits, the amber test-mode badge and Start Research. */
export function NewResearchHeader(props: {
  credits: number;
  samplePhone: string | null;
  quickForm?: ReactNode;
  canStart: boolean;
  /** The call plan that says what starting costs (it describes Start Research). */
  callPlanId?: string;
  /** Why Start Research cannot be pressed, shown next to it. */
  blocker?: string | null;
  starting: boolean;
  onStart: () => void;
}) {
  return (
    <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-4">
      <Link
        to="/dashboard"
        aria-label="Back to dashboard"
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <h1 className="text-lg font-semibold">New Research</h1>
      <span className="ml-auto flex items-center gap-1 text-sm text-slate-700" data-testid="credits">
        <Coins aria-hidden="true" className="size-4 text-amber-500" />
        {props.credits} credits
      </span>
      {props.samplePhone && (
        <span className="flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 text-xs font-medium text-amber-800">
          <Phone aria-hidden="true" className="size-3" />
          Test Mode: Calling {props.samplePhone}
        </span>
      )}
      {props.quickForm}
      {props.blocker && (
        <p id={BLOCKER_ID} className="max-w-xs text-xs text-red-700">
          {props.blocker}
        </p>
      )}
      <Button
        disabled={!props.canStart}
        onClick={props.onStart}
        aria-describedby={
          [props.blocker ? BLOCKER_ID : null, props.callPlanId].filter(Boolean).join(' ') || undefined
        }
      >
        {props.starting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
        {props.starting ? 'Starting...' : 'Start Research'}
      </Button>
    </header>
  );
}
