import type { SessionMetadata } from '#shared/contracts/chat';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';

/** "Continue Previous Chat?" with the previous title or query. */
export function ContinueChatDialog({
  previous,
  onStartNew,
  onContinue,
}: {
  previous: SessionMetadata | null;
  onStartNew: () => void;
  onContinue: () => void;
}) {
  return (
    <Dialog
      open={previous !== null}
      onOpenChange={(open) => {
        if (!open) onStartNew();
      }}
      title="Continue Previous Chat?"
      description={previous?.title || previous?.originalQuery}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStartNew}>
          Start New Chat
        </Button>
        <Button onClick={onContinue}>Continue Previous</Button>
      </div>
    </Dialog>
  );
}
