import { Construction } from 'lucide-react';

/** The state of a screen whose capability has not shipped yet. */
export function NotAvailable({ title, description }: { title: string; description?: string }) {
  return (
    <section
      aria-labelledby="not-available-title"
      className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
    >
      <Construction aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-400" />
      <h1 id="not-available-title" className="text-xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{description ?? 'This part of Askaround is not available yet.'}</p>
    </section>
  );
}
