import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A page or research that does not exist, with a way back to the researches. */
export function NotFound({
  title = 'Page not found',
  description,
}: {
  title?: string;
  description?: string;
}) {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto my-8 max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center"
    >
      <SearchX aria-hidden="true" className="mx-auto mb-3 size-8 text-slate-500" />
      <h1 id="not-found-title" className="text-xl font-semibold">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">
        {description ?? 'The address may be mistyped, or the page may have moved.'}
      </p>
      <Link
        to="/dashboard"
        className="mt-4 inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Back to your researches
      </Link>
    </section>
  );
}
