/**
 * Says, before the parent confirms, who will be called and what it costs at most (the texts of
 * shared/domain/call-plan); read out again when it changes.
 */
export function CallPlan({ text, id }: { text: string; id?: string }) {
  return (
    <p
      id={id}
      data-testid="call-plan"
      aria-live="polite"
      className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800"
    >
      {text}
    </p>
  );
}
