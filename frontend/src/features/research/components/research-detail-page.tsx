import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MapPin } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Research } from '#shared/contracts/research';
import { formatDistance } from '#shared/domain/distance';
import { isActiveStatus, isFinalStatus } from '#shared/domain/research-status';
import { MESSAGES } from '#shared/domain/validation-messages';
import { Button } from '#web/components/button';
import { NotFound } from '#web/components/not-found';
import { Spinner } from '#web/components/spinner';
import { useProfile } from '#web/lib/profile';
import { useSession } from '#web/lib/session';
import { useResearch } from '../api/get-research';
import { researchKeys } from '../api/keys';
import { useCalls } from '../api/list-calls';
import { useAutoLiveUpdates } from '../hooks/use-auto-live-updates';
import { CallOutcomes } from './call-outcomes';
import { useLivePreference } from './live-updates-toggle';
import { ResearchActions } from './research-actions';
import { ResearchAsks } from './research-asks';
import { ResearchCalls } from './research-calls';
import { ResearchProgress } from './research-progress';
import { ResultSummary } from './result-summary';
import { SimulatedNotice } from './simulated-label';
import { StatusBadge } from './status-badge';

const backLink = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline';

/** `/research/{id}`: header, progress, actions, result summary, comparison and calls. */
export function ResearchDetailPage() {
  const id = useParams().id ?? '';
  const userId = useSession().user?.id ?? '';
  const live = useLivePreference(userId, id);
  const research = useResearch(id, live.enabled);
  useAutoLiveUpdates(research.data?.status, live);
  if (research.isPending) return <Spinner label="Loading research" />;
  if (research.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>Could not load this research.</p>
        <Button variant="secondary" className="mt-3" onClick={() => research.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!research.data) {
    return (
      <NotFound
        title={MESSAGES.researchNotFound}
        description="It may have been deleted, or the link is wrong."
      />
    );
  }
  return <ResearchView research={research.data} live={live} />;
}

function ResearchView({
  research,
  live,
}: {
  research: Research;
  live: ReturnType<typeof useLivePreference>;
}) {
  const active = isActiveStatus(research.status);
  const calls = useCalls(research.id, active);
  const unit = useProfile().data?.distanceUnit ?? 'mi';
  const queryClient = useQueryClient();
  // One last read of the calls when the research settles, since their polling stops then.
  useEffect(() => {
    if (isFinalStatus(research.status))
      queryClient.invalidateQueries({ queryKey: researchKeys.calls(research.id) });
  }, [research.status, research.id, queryClient]);
  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-6">
      <Link to="/dashboard" className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to dashboard
      </Link>
      <header className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={research.status} />
          <span className="text-sm text-slate-600">
            Created {new Date(research.createdAt).toLocaleString()}
          </span>
        </div>
        <h1 className="text-xl font-semibold break-words">{research.query}</h1>
        <ResearchAsks asks={research.asks ?? []} />
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {research.location} · {formatDistance(research.radiusMiles, unit)}
        </p>
        <ResearchProgress research={research} calls={calls.data} />
        <SimulatedNotice />
        {research.notice && <p className="text-sm text-amber-800">{research.notice}</p>}
        <ResearchActions
          research={research}
          calls={calls.data ?? []}
          live={{ enabled: active && live.enabled, set: live.set }}
        />
      </header>
      {calls.isPending ? (
        <Spinner label="Loading calls" />
      ) : calls.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the calls of this research.
        </p>
      ) : (
        <>
          <ResultSummary research={research} calls={calls.data} />
          <CallOutcomes research={research} calls={calls.data} />
          <ResearchCalls research={research} calls={calls.data} unit={unit} />
        </>
      )}
    </article>
  );
}
