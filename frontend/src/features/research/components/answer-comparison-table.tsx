import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import type { Research } from '#shared/contracts/research';
import { answerComparisonToCsv, buildAnswerComparison } from '../lib/answer-comparison';
import { type SortDirection, sortRows } from '../lib/answer-sort';
import type { AnsweredCall } from '../lib/call-asks';
import { AnswerText, type OnEvidence, QuoteLink } from './answer-cell';
import { ComparisonFrame } from './comparison-frame';

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown };

/**
 * The businesses side by side by ask: one row per business, one sortable column per ask, each
 * answer linking to its quote. Scrolls sideways in its own box, the business names staying put.
 */
export function AnswerComparisonTable({
  research,
  calls,
  onEvidence,
}: {
  research: Pick<Research, 'id' | 'asks'>;
  calls: readonly AnsweredCall[];
  onEvidence: OnEvidence;
}) {
  const [sort, setSort] = useState<{ column: number; direction: SortDirection } | null>(null);
  const table = buildAnswerComparison(research, calls);
  if (table.rows.length === 0 || table.asks.length === 0) return null;
  const sortedAsk = sort ? table.asks[sort.column] : undefined;
  const rows =
    sort && sortedAsk ? sortRows(table.rows, sort.column, sortedAsk.kind, sort.direction) : table.rows;
  const toggle = (column: number) =>
    setSort((s) => ({
      column,
      direction: s?.column === column && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <ComparisonFrame csv={() => answerComparisonToCsv(table)} fileName={`research-${research.id}.csv`}>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className="sticky left-0 z-10 bg-white py-2 pr-4 font-medium">
            Business
          </th>
          {table.asks.map((ask, column) => {
            const direction = sort?.column === column ? sort.direction : undefined;
            const Icon = direction ? SORT_ICONS[direction] : ArrowUpDown;
            return (
              <th
                key={ask.key}
                scope="col"
                aria-sort={direction ?? 'none'}
                className="min-w-36 py-2 pr-4 align-bottom font-medium"
              >
                <button
                  type="button"
                  onClick={() => toggle(column)}
                  className="inline-flex items-start gap-1 rounded text-left hover:text-slate-900"
                >
                  {ask.label}
                  <Icon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                  <span className="sr-only">(sort)</span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 align-top last:border-0">
            <th
              scope="row"
              className="sticky left-0 z-10 max-w-32 bg-white py-2 pr-4 font-medium break-words sm:max-w-none"
            >
              {row.businessName}
            </th>
            {row.cells.map((cell, i) => {
              const ask = table.asks[i];
              if (!ask) return null;
              return (
                <td key={ask.key} className="py-2 pr-4">
                  <QuoteLink call={cell.call} answer={cell.answer} onEvidence={onEvidence}>
                    <AnswerText kind={ask.kind} answer={cell.answer} />
                  </QuoteLink>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ComparisonFrame>
  );
}
