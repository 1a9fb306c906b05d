import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * The bin button of a card in the research data; `label` says what it removes. `focused` puts the
 * focus on it, as when its card comes back by Undo.
 */
export function RemoveButton({
  label,
  onRemove,
  focused = false,
}: {
  label: string;
  onRemove(): void;
  focused?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <button
      ref={button}
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
