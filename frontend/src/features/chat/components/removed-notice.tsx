import { useEffect, useRef } from 'react';

/** "Removed X. Undo" after a card is removed; its Undo takes the focus the removed card had. */
export function RemovedNotice({ name, onUndo }: { name: string; onUndo: () => void }) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  return (
    <p className="mb-2 flex items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
      <span className="min-w-0">Removed {name}.</span>
      <button
        ref={undo}
        type="button"
        onClick={onUndo}
        aria-label={`Undo removing ${name}`}
        className="min-h-10 shrink-0 rounded px-2 font-medium text-brand-700 hover:underline"
      >
        Undo
      </button>
    </p>
  );
}
