import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/button';
import { ResearchWizard } from './research-wizard';

/** "Quick form": opens the New Research wizard (the chat stays the default way in). */
export function QuickFormButton({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <ClipboardList aria-hidden="true" className="size-4" />
        Quick form
      </Button>
      <ResearchWizard open={open} onOpenChange={setOpen} />
    </>
  );
}
