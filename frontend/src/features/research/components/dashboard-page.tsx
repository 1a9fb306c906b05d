import { Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '#web/components/button';
import { useSession } from '#web/lib/session';
import { useResearches } from '../api/list-researches';
import { useNow } from '../hooks/use-now';
import { ResearchCard } from './research-card';
import { SampleResearchesButton, useSeedFlag } from './sample-researches';

const NEW_RESEARCH_CLASSES =
  'items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';

/** "Your Researches": the card grid with loading, empty and error states. */
export function DashboardPage() {
  const userId = useSession().user?.id ?? '';
  useSeedFlag(userId);
  return (
    <section aria-labelledby="dashboard-title" className="mx-auto max-w-6xl">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 id="dashboard-title" className="text-2xl font-semibold">
          Your Researches
        </h1>
        <Link to="/new-research" className={`${NEW_RESEARCH_CLASSES} hidden sm:inline-flex`}>
          <Plus aria-hidden="true" className="size-4" />
          New Research
        </Link>
      </div>
      <ResearchGrid userId={userId} />
      <Link
        to="/new-research"
        aria-label="New Research"
        className="fixed right-4 bottom-4 z-20 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 sm:hidden"
      >
        <Plus aria-hidden="true" className="size-6" />
      </Link>
    </section>
  );
}

function ResearchGrid({ userId }: { userId: string }) {
  const { data, isPending, isError, refetch } = useResearches(userId);
  const now = useNow();
  if (isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only" role="status">
          Loading researches
        </span>
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            data-testid="research-placeholder"
            aria-hidden="true"
            className="h-40 animate-pulse rounded-xl border border-slate-200 bg-slate-100"
          />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        <p>Could not load your researches.</p>
        <Button variant="secondary" className="mt-3" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <SearchX aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
        <h2 className="text-lg font-semibold">No researches yet</h2>
        <Link to="/new-research" className={`${NEW_RESEARCH_CLASSES} mt-4 inline-flex`}>
          Create your first research
        </Link>
        <SampleResearchesButton userId={userId} />
      </div>
    );
  }
  return (
    <ul className="grid gap-4 pb-20 sm:grid-cols-2 sm:pb-0 lg:grid-cols-3">
      {data.map((research) => (
        <li key={research.id}>
          <ResearchCard research={research} now={now} />
        </li>
      ))}
    </ul>
  );
}
