import { Loader2 } from 'lucide-react';

/** A spinner with an accessible label. */
export function Spinner({ label = 'Loading', className = 'size-6' }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={`animate-spin text-brand-600 ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The centred spinner every guard shows while the session loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} className="size-8" />
    </div>
  );
}
