import { PhoneCall } from 'lucide-react';

export const BRAND_NAME = 'Askaround';
export const BRAND_LONG_NAME = 'Askaround Local Research';
export const TAGLINE = 'Real answers from local businesses';

/** The brand header: the short name, or the long one, and optionally the tagline. */
export function Brand({ withTagline = false, long = false }: { withTagline?: boolean; long?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <span className="inline-flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-700">
        <PhoneCall aria-hidden="true" className="size-6" />
        {long ? BRAND_LONG_NAME : BRAND_NAME}
      </span>
      {withTagline && <span className="text-sm text-slate-600">{TAGLINE}</span>}
    </div>
  );
}
