import { Trash2 } from 'lucide-react';

/** The bin button of a card in the research data; `label` says what it removes. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      title={label}
      className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-600"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}
