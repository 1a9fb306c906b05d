import { Download } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '#web/components/button';
import { downloadCsv } from '../lib/download-csv';

/**
 * The "Comparison" box of a research: its heading, the CSV export and the table (`children`: head
 * and body), which scrolls sideways in its own box.
 */
export function ComparisonFrame({
  csv,
  fileName,
  children,
}: {
  csv(): string;
  fileName: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="comparison-title"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="comparison-title" className="text-lg font-semibold">
          Comparison
        </h2>
        <Button variant="secondary" onClick={() => downloadCsv(csv(), fileName)}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <Tooltip.Provider delayDuration={150}>
        <div className="relative max-w-full overflow-x-auto">
          <table className="min-w-full text-left text-sm">{children}</table>
        </div>
      </Tooltip.Provider>
    </section>
  );
}
