import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import type { PreviousChat } from '../hooks/use-chat-session';

/** "Continue Previous Chat?" with what describes the previous chat. */
export function ContinueChatDialog({
  previous,
  onStartNew,
  onContinue,
}: {
  previous: PreviousChat | null;
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
      description={previous?.description}
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
