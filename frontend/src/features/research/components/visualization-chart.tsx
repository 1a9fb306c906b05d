import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Visualization } from '#shared/contracts/research';
import { MESSAGES } from '#shared/domain/validation-messages';
import { columnLabel, formatValue } from '../lib/comparison';

/** Default pie and bar colours, cycled. */
export const DEFAULT_COLORS = ['#0d9488', '#6366f1', '#f59e0b', '#ef4444', '#0ea5e9'];

type Item = Record<string, unknown>;
const LABEL_KEYS = ['name', 'label', 'feature', 'title', 'category'];
const VALUE_KEYS = ['value', 'price'];

const labelOf = (item: Item, i: number) => {
  const key = LABEL_KEYS.find((k) => item[k] !== undefined && item[k] !== null);
  return key ? formatValue(item[key]) : `Item ${i + 1}`;
};
const numberOf = (item: Item) => {
  for (const key of VALUE_KEYS) {
    const n =
      typeof item[key] === 'number'
        ? item[key]
        : Number.parseFloat(String(item[key] ?? '').replace(/[^0-9.-]/g, ''));
    if (Number.isFinite(n)) return n as number;
  }
  return 0;
};

/** Charts draw at once for people who ask for less motion (and wherever motion cannot be asked about). */
const animate = () =>
  typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Chart rows: a label and a number per data item. */
export const chartRows = (data: readonly Item[]) =>
  data.map((item, i) => ({ name: labelOf(item, i), value: numberOf(item) }));

function DataTable({ data }: { data: readonly Item[] }) {
  const keys = [...new Set(data.flatMap((item) => Object.keys(item)))];
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {keys.map((k) => (
              <th key={k} scope="col" className="py-1 pr-3 font-medium">
                {columnLabel(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <tr key={i} className="border-b border-slate-100 last:border-0">
              {keys.map((k) => (
                <td key={k} className="py-1 pr-3">
                  {formatValue(item[k])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renders one visualization: table, pie, bar or comparison; other types say they are unsupported. */
export function VisualizationChart({ visualization }: { visualization: Visualization }) {
  const { type, config } = visualization;
  const colors = config.colors?.length ? config.colors : DEFAULT_COLORS;
  const rows = chartRows(config.data);
  const isAnimationActive = animate();
  let body: React.ReactNode;
  if (type === 'table') body = <DataTable data={config.data} />;
  else if (type === 'pie') {
    body = (
      <ResponsiveContainer width="100%" height={240}>
        <PieChart>
          <Pie
            data={rows}
            dataKey="value"
            nameKey="name"
            outerRadius={80}
            label
            isAnimationActive={isAnimationActive}
          >
            {rows.map((row, i) => (
              <Cell key={row.name} fill={colors[i % colors.length]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    );
  } else if (type === 'bar' || type === 'comparison') {
    const vertical = type === 'comparison';
    body = (
      <ResponsiveContainer width="100%" height={Math.max(200, vertical ? rows.length * 40 : 240)}>
        <BarChart data={rows} layout={vertical ? 'vertical' : 'horizontal'}>
          <CartesianGrid strokeDasharray="3 3" />
          {vertical ? <XAxis type="number" /> : <XAxis dataKey="name" />}
          {vertical ? <YAxis type="category" dataKey="name" width={110} /> : <YAxis />}
          <Tooltip />
          <Bar dataKey="value" isAnimationActive={isAnimationActive}>
            {rows.map((row, i) => (
              <Cell key={row.name} fill={colors[i % colors.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    );
  } else body = <p className="text-sm text-slate-600">{MESSAGES.visualizationUnsupported}</p>;
  return (
    <figure data-visualization-type={type} className="rounded-lg border border-slate-200 p-3">
      <figcaption className="mb-2">
        <span className="block font-medium">{visualization.title}</span>
        {visualization.description && (
          <span className="text-sm text-slate-600">{visualization.description}</span>
        )}
      </figcaption>
      {body}
    </figure>
  );
}
