import { useId } from 'react';
import type { Ask } from '#shared/contracts/asks';
import { ASK_KIND_LABELS } from '#web/lib/ask-draft';

/** "Asked of each business": the research's asks as they were started, shown before any answer. */
export function ResearchAsks({ asks }: { asks: readonly Ask[] }) {
  const id = useId();
  if (asks.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h2 id={id} className="text-sm font-medium text-slate-700">
        Asked of each business
      </h2>
      <ol className="flex list-decimal flex-col gap-0.5 pl-5 text-sm text-slate-800">
        {asks.map((ask) => (
          <li key={ask.key}>
            {ask.label} <span className="text-xs text-slate-500">({ASK_KIND_LABELS[ask.kind]})</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
