import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { errorMessage } from '#web/lib/api-client';
import { useDeleteResearch } from '../api/delete-research';

/** Delete, after a confirmation; a running research is stopped first. Then back to the list. */
export function DeleteButton({ researchId }: { researchId: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  // A delete that ends after the parent went elsewhere leaves them where they are.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const remove = useDeleteResearch(() => {
    if (shown.current) navigate('/dashboard', { replace: true });
  });
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) remove.reset();
          setOpen(next);
        }}
        title="Delete this research?"
        description="Its calls, transcripts and recordings are deleted for good. A research still calling is stopped first."
      >
        {remove.isError && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {errorMessage(remove.error, 'Could not delete the research. Please try again.')}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(researchId)}>
            {remove.isPending ? 'Deleting...' : 'Delete research'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
