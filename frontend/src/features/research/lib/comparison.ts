import type { CallSummary, Evidence } from '#shared/contracts/research';
import { toCsv } from '#shared/domain/csv';
import { HIDDEN_EXTRACTED_KEYS } from '#shared/domain/extracted-data';

/** One cell: the displayed text and, when known, where it was said. */
export interface ComparisonCell {
  text: string;
  evidence: Evidence | null;
}

/** A table of calls (rows) by extracted keys (columns). */
export interface ComparisonTable {
  columns: string[];
  rows: { call: CallSummary; cells: ComparisonCell[] }[];
}

/** Renders an extracted value as text: lists joined by commas, objects as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  return JSON.stringify(value);
}

/** "price_per_lesson" → "Price per lesson". */
export function columnLabel(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Builds the comparison table from calls with extracted data, columns in first-seen order. */
export function buildComparison(calls: readonly CallSummary[]): ComparisonTable {
  const withData = calls.filter((c) => c.extractedData && Object.keys(c.extractedData).length > 0);
  const columns: string[] = [];
  for (const call of withData) {
    for (const key of Object.keys(call.extractedData ?? {})) {
      if (!HIDDEN_EXTRACTED_KEYS.has(key) && !columns.includes(key)) columns.push(key);
    }
  }
  return {
    columns,
    rows: withData.map((call) => ({
      call,
      cells: columns.map((key) => ({
        text: formatValue(call.extractedData?.[key]),
        evidence: call.evidence[key] ?? null,
      })),
    })),
  };
}

/** The comparison table as CSV (RFC 4180): a Business column, then one per key. */
export function comparisonToCsv(table: ComparisonTable): string {
  const header = ['Business', 'Phone', ...table.columns.map(columnLabel)];
  return toCsv([
    header,
    ...table.rows.map((r) => [r.call.businessName, r.call.businessPhone, ...r.cells.map((c) => c.text)]),
  ]);
}
