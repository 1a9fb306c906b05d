import { Download, Quote } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { CallSummary } from '../../../../../shared/contracts/research';
import { Button } from '../../../components/button';
import { buildComparison, type ComparisonCell, columnLabel, comparisonToCsv } from '../lib/comparison';
import { downloadCsv } from '../lib/download-csv';
import { turnAnchorId } from '../lib/turn-anchor';

type OnEvidence = (callId: string, turn: number) => void;

function EvidenceCell({
  cell,
  call,
  onEvidence,
}: {
  cell: ComparisonCell;
  call: CallSummary;
  onEvidence: OnEvidence;
}) {
  const { evidence } = cell;
  if (!evidence) return <>{cell.text || '—'}</>;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <a
          href={`#${turnAnchorId(call.id, evidence.turn)}`}
          data-evidence-turn={evidence.turn}
          onClick={(e) => {
            e.preventDefault();
            onEvidence(call.id, evidence.turn);
          }}
          className="inline-flex items-start gap-1 text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-800"
        >
          {cell.text || '—'}
          <Quote aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          <span className="sr-only">(show where this was said)</span>
        </a>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
        >
          “{evidence.quote}”
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The calls side by side by extracted key; cells with evidence link to the quoted turn. */
export function ComparisonTable({
  calls,
  researchId,
  onEvidence,
}: {
  calls: readonly CallSummary[];
  researchId: string;
  onEvidence: OnEvidence;
}) {
  const table = buildComparison(calls);
  if (table.rows.length === 0 || table.columns.length === 0) return null;
  return (
    <section aria-labelledby="comparison-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="comparison-title" className="text-lg font-semibold">
          Comparison
        </h2>
        <Button
          variant="secondary"
          onClick={() => downloadCsv(comparisonToCsv(table), `research-${researchId}.csv`)}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <Tooltip.Provider delayDuration={150}>
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Business
                </th>
                {table.columns.map((key) => (
                  <th key={key} scope="col" className="py-2 pr-4 font-medium">
                    {columnLabel(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(({ call, cells }) => (
                <tr key={call.id} className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {call.businessName}
                  </th>
                  {cells.map((cell, i) => (
                    <td key={table.columns[i]} className="py-2 pr-4">
                      <EvidenceCell cell={cell} call={call} onEvidence={onEvidence} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Tooltip.Provider>
    </section>
  );
}
