import { BarChart3, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MESSAGES } from '#shared/domain/validation-messages';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useGenerateVisualization } from '../api/generate-visualization';
import { useVisualizations } from '../api/list-visualizations';

// Recharts is large: it loads only when a call has a visualization to draw.
const VisualizationChart = lazy(async () => ({
  default: (await import('./visualization-chart')).VisualizationChart,
}));

/** After a generation request the list is re-fetched every 2 s for 10 s. */
const VIZ_POLL_MS = 2000;
const VIZ_POLL_WINDOW_MS = 10_000;

/** A call's visualizations, with a generate button until one exists. */
export function CallVisualizations({ callId, fallback }: { callId: string; fallback: React.ReactNode }) {
  const [polling, setPolling] = useState(false);
  const list = useVisualizations(callId, polling ? VIZ_POLL_MS : false);
  const generate = useGenerateVisualization();

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setPolling(false), VIZ_POLL_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [polling]);

  const items = list.data ?? [];
  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 ? (
        <Suspense fallback={<Spinner label="Loading chart" />}>
          {items.map((v) => (
            <VisualizationChart key={v.id} visualization={v} />
          ))}
        </Suspense>
      ) : (
        fallback
      )}
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          {MESSAGES.visualizationsFetchFailed}
        </p>
      )}
      {list.isSuccess && items.length === 0 && (
        <div>
          <Button
            variant="secondary"
            disabled={generate.isPending}
            onClick={() => generate.mutate(callId, { onSuccess: () => setPolling(true) })}
          >
            {generate.isPending ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <BarChart3 aria-hidden="true" className="size-4" />
            )}
            Generate visualization
          </Button>
          {generate.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errorMessage(generate.error, MESSAGES.visualizationGenerateFailed)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
