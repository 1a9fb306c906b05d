import { useCreditHistory } from '../api/credit-history';
import { formatShortDate, signedAmount } from './format';
import { LoadState } from './load-state';

/** The ledger, newest first: date, description, signed amount (green credit, red debit). */
export function CreditHistory() {
  const history = useCreditHistory();
  return (
    <section aria-labelledby="credit-history" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="credit-history" className="mb-3 text-lg font-semibold">
        Credit History
      </h2>
      <LoadState query={history} what="your credit history" />
      {history.data?.length === 0 && <p className="text-sm text-slate-600">No credit activity yet.</p>}
      {history.data && history.data.length > 0 && (
        <ul
          aria-label="Credit history entries"
          className="max-h-[400px] divide-y divide-slate-100 overflow-y-auto"
        >
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{entry.description}</p>
                <p className="text-xs text-slate-600">{formatShortDate(entry.date)}</p>
              </div>
              <span
                className={`shrink-0 font-semibold ${entry.type === 'credit' ? 'text-green-700' : 'text-red-700'}`}
              >
                {signedAmount(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
