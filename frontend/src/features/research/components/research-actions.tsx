import { MessageSquarePlus, RotateCcw, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import type { CallSummary, Research } from '#shared/contracts/research';
import { isActiveStatus } from '#shared/domain/research-status';
import { Button } from '#web/components/button';
import { DeleteButton } from './delete-button';
import { ExtendDialog } from './extend-dialog';
import { FollowUpDialog } from './follow-up-dialog';
import { LiveUpdatesToggle } from './live-updates-toggle';
import { ResearchWizard } from './research-wizard';
import { StopButton } from './stop-button';

type Props = {
  research: Research;
  calls: readonly CallSummary[];
  live: { enabled: boolean; set: (on: boolean) => void };
};

/** The controls a status allows: live updates and Stop while running, Restart, Follow-Up, Extend. */
export function ResearchActions({ research, calls, live }: Props) {
  const [dialog, setDialog] = useState<'restart' | 'follow-up' | 'extend' | null>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isActiveStatus(research.status) && (
        <>
          <LiveUpdatesToggle enabled={live.enabled} onChange={live.set} />
          <StopButton researchId={research.id} />
        </>
      )}
      {research.status === 'incomplete' && (
        <Button onClick={() => setDialog('restart')}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Restart Research
        </Button>
      )}
      {research.status === 'completed' && (
        <>
          <Button variant="secondary" onClick={() => setDialog('follow-up')}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            Follow-Up
          </Button>
          <Button onClick={() => setDialog('extend')}>
            <SearchCheck aria-hidden="true" className="size-4" />
            Extend
          </Button>
        </>
      )}
      <DeleteButton researchId={research.id} />
      <ResearchWizard
        open={dialog === 'restart'}
        onOpenChange={close}
        prefill={{ query: research.query, location: research.location, radiusMiles: research.radiusMiles }}
      />
      <FollowUpDialog
        researchId={research.id}
        calls={calls}
        open={dialog === 'follow-up'}
        onOpenChange={close}
      />
      <ExtendDialog researchId={research.id} open={dialog === 'extend'} onOpenChange={close} />
    </div>
  );
}
