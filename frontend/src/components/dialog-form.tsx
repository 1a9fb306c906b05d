import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The form of a dialog: its fields (`children`), then Cancel and the submit button, which says
 * `pendingLabel` while the request runs. The form validates itself, so the browser's checks are off.
 */
export function DialogForm({
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  children,
}: {
  onSubmit(): void;
  onCancel(): void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3"
    >
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled || pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
