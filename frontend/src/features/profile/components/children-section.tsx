import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Child } from '#shared/contracts/users';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useChildMutations, useChildren } from '../api/children';
import { ChildForm } from './child-form';

/** "4 years 6 months", "8 months", "1 year". */
function childAgeText(child: Pick<Child, 'age' | 'ageMonths'>): string {
  const parts = [];
  if (child.age > 0) parts.push(`${child.age} ${child.age === 1 ? 'year' : 'years'}`);
  const months = child.ageMonths ?? 0;
  if (months > 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** Account Settings' children: the list with edit and remove, and Add child. */
export function ChildrenSection({ userId }: { userId: string }) {
  const children = useChildren(userId);
  const { save, remove } = useChildMutations(userId);
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  const [removing, setRemoving] = useState<Child | null>(null);
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <section
      aria-labelledby="children-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="children-title" className="text-lg font-semibold">
          Children
        </h2>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> Add child
        </Button>
      </div>
      {children.isPending ? (
        <Spinner label="Loading your children" />
      ) : children.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Your children could not be loaded.
        </p>
      ) : children.data.length === 0 ? (
        <p className="text-sm text-slate-600">No children added yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {children.data.map((child) => (
            <li key={child.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{child.name}</p>
                <p className="text-sm text-slate-600">
                  {[childAgeText(child), child.gender].filter(Boolean).join(' · ')}
                </p>
                {child.needs && <p className="text-sm break-words text-slate-600">Needs: {child.needs}</p>}
              </div>
              <div className="flex gap-1">
                <Button variant="ghost" aria-label={`Edit ${child.name}`} onClick={() => setEditing(child)}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${child.name}`}
                  onClick={() => setRemoving(child)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={editing === 'new' ? 'Add a child' : 'Edit child'}
      >
        {editing !== null && (
          <ChildForm
            child={editing === 'new' ? undefined : editing}
            saving={save.isPending}
            error={save.error}
            onSave={(child) => save.mutate(child, { onSuccess: close })}
            onCancel={close}
          />
        )}
      </Dialog>
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove child"
        description={removing ? `Remove ${removing.name} from your account?` : undefined}
      >
        {remove.isError && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {errorMessage(remove.error, 'Could not remove the child. Please try again.')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          >
            Remove
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
