import type { Answers, Ask } from '#shared/contracts/asks';
import type { Visualization } from '#shared/contracts/research';
import { STATUS_LABELS } from '#shared/domain/answer-status';
import { DomainError } from '#shared/domain/errors';
import { HIDDEN_EXTRACTED_KEYS } from '#shared/domain/extracted-data';

/** The five colours pie and bar charts cycle through. */
const CHART_COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#dc2626', '#7c3aed'];

const MONEY = /\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)|\b(\d+(?:\.\d{1,2})?) dollars\b/i;
const PERCENT = /(\d{1,3}(?:\.\d+)?)\s?%/;

/** A visualization before it is stored (no id, call id or creation time yet). */
export type VisualizationDraft = Pick<Visualization, 'type' | 'title' | 'description' | 'config'>;

export interface VisualizedCall {
  businessName: string;
  extractedData: Record<string, unknown> | null;
  asks?: Ask[];
  answers?: Answers;
}

/** One fact of the call: what it is about, in words, and what was said. */
type Fact = readonly [label: string, value: string];

type PricedItem = { name: string; value: number; label: string };

/**
 * Chooses and fills a visualization from a call's extracted data, deterministically: a bar chart
 * for three or more prices, a comparison for two, a pie for percentage shares, else a table.
 */
export function buildVisualization(call: VisualizedCall): VisualizationDraft {
  const entries = factsOf(call);
  if (entries.length === 0) {
    throw new DomainError('conflict', 'This call has no extracted data to visualize yet');
  }
  const prices = entries.flatMap(([label, value]) => pricedItems(label, value));
  const name = call.businessName;
  if (prices.length >= 3) {
    return {
      type: 'bar',
      title: `Prices at ${name}`,
      description: `${prices.length} prices quoted on the call, in dollars.`,
      config: { data: prices, colors: CHART_COLORS },
    };
  }
  if (prices.length === 2) {
    return {
      type: 'comparison',
      title: `Options at ${name}`,
      description: 'The two options quoted on the call, side by side.',
      config: {
        data: prices.map((p) => ({
          title: p.name,
          price: p.label,
          value: p.value,
          features: featuresOf(entries),
        })),
      },
    };
  }
  const shares = entries.flatMap(([label, value]) => {
    const match = PERCENT.exec(value);
    return match ? [{ name: label, value: Number(match[1]) }] : [];
  });
  if (shares.length >= 2) {
    return {
      type: 'pie',
      title: `Shares mentioned by ${name}`,
      description: 'Percentages quoted on the call.',
      config: { data: shares, colors: CHART_COLORS },
    };
  }
  return {
    type: 'table',
    title: `What ${name} said`,
    description: 'Each fact extracted from the call.',
    config: { data: entries.map(([label, value]) => ({ feature: label, value })) },
  };
}

/**
 * Each ask the call put, by its label, with what was said or, without words, what the status
 * says ("Didn't know"); a call made without asks gives its extracted keys instead.
 */
function factsOf(call: VisualizedCall): Fact[] {
  const { asks, answers } = call;
  if (asks?.length && answers) {
    return asks.flatMap((ask) => {
      const answer = answers[ask.key];
      if (!answer || answer.status === 'not_asked') return [];
      const said = answer.value ?? (answer.status === 'answered' ? null : STATUS_LABELS[answer.status]);
      return said ? [[ask.label, said] as const] : [];
    });
  }
  return Object.entries(call.extractedData ?? {})
    .filter(([key, value]) => !HIDDEN_EXTRACTED_KEYS.has(key) && value !== null && value !== '')
    .map(
      ([key, value]) => [labelOf(key), typeof value === 'string' ? value : JSON.stringify(value)] as const,
    );
}

/** Reads "group lessons: $25 per session; private: $45" (or one bare amount) into priced items. */
function pricedItems(label: string, value: string): PricedItem[] {
  return value.split(/;\s*/).flatMap((part) => {
    const match = MONEY.exec(part);
    if (!match) return [];
    const amount = Number((match[1] ?? match[2] ?? '').replace(/,/g, ''));
    const [before] = part.split(':');
    const name = part.includes(':') && before ? before.trim() : label;
    return [{ name, value: amount, label: part.slice(part.indexOf(match[0])).trim() }];
  });
}

function featuresOf(entries: readonly Fact[]): string[] {
  return entries
    .filter(([label, value]) => !MONEY.test(value) && label !== 'Price')
    .map(([label, value]) => `${label}: ${value}`);
}

function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
