/** "Loading {what}..." while `query` loads, and an alert saying it could not when it failed. */
export function LoadState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean };
  what: string;
}) {
  if (query.isPending) return <p className="text-sm text-slate-600">Loading {what}...</p>;
  if (query.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
        Could not load {what}. Please try again.
      </p>
    );
  return null;
}
