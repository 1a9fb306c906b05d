import { Download } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { Button } from '#web/components/button';
import { useSideScroll } from '../hooks/use-side-scroll';
import { downloadCsv } from '../lib/download-csv';

/**
 * The "Comparison" box of a research: its heading, the CSV export and the table (`children`: head
 * and body), which scrolls sideways in its own box; when columns are out of view it says so and
 * its right edge fades, and the box takes keyboard focus to scroll with the arrow keys.
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
  const box = useRef<HTMLDivElement>(null);
  const scroll = useSideScroll(box);
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
      {scroll.overflows && (
        <p className="mb-2 text-xs text-slate-600">
          More columns to the side: scroll the table sideways to see them all.
        </p>
      )}
      <Tooltip.Provider delayDuration={150}>
        <div className="relative">
          <div
            ref={box}
            onScroll={scroll.measure}
            {...(scroll.overflows ? { tabIndex: 0, role: 'region', 'aria-label': 'Comparison table' } : {})}
            className="relative max-w-full overflow-x-auto"
          >
            <table className="min-w-full text-left text-sm">{children}</table>
          </div>
          {scroll.moreRight && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-white"
            />
          )}
        </div>
      </Tooltip.Provider>
    </section>
  );
}
