import type { CallSummary } from '#shared/contracts/research';
import { buildComparison, type ComparisonCell, columnLabel, comparisonToCsv } from '../lib/comparison';
import { EvidenceLink, type OnEvidence } from './answer-cell';
import { ComparisonFrame } from './comparison-frame';

function EvidenceCell({
  cell,
  call,
  onEvidence,
}: {
  cell: ComparisonCell;
  call: CallSummary;
  onEvidence: OnEvidence;
}) {
  if (!cell.evidence) return <>{cell.text || '—'}</>;
  return (
    <EvidenceLink callId={call.id} evidence={cell.evidence} onEvidence={onEvidence}>
      {cell.text || '—'}
    </EvidenceLink>
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
    <ComparisonFrame csv={() => comparisonToCsv(table)} fileName={`research-${researchId}.csv`}>
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
    </ComparisonFrame>
  );
}
