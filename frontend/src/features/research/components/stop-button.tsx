import { Square } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { errorMessage } from '#web/lib/api-client';
import { useStopResearch } from '../api/stop-research';

/** Stop, after a confirmation; queued calls are then never placed and the research is incomplete. */
export function StopButton({ researchId }: { researchId: string }) {
  const [open, setOpen] = useState(false);
  const stop = useStopResearch();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Square aria-hidden="true" className="size-4" />
        Stop
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) stop.reset();
          setOpen(next);
        }}
        title="Stop this research?"
        description="Calls that have not started yet will not be placed. The research will be marked incomplete."
      >
        {stop.isError && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {errorMessage(stop.error, 'Failed to stop the research')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep running
          </Button>
          <Button
            variant="danger"
            disabled={stop.isPending}
            onClick={() => stop.mutate(researchId, { onSuccess: () => setOpen(false) })}
          >
            {stop.isPending ? 'Stopping...' : 'Stop Research'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
