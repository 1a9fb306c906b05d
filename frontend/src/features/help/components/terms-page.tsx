import { ArrowLeft, Mail } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { supportMailto } from '#shared/domain/support';
import { Button } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { useAppConfig } from '#web/lib/app-config';
import { TERMS_LAST_UPDATED, termsFor } from '../lib/terms';

/** Terms of Service in 16 sections, with Back and Contact Support. */
export function TermsPage() {
  const navigate = useNavigate();
  const config = useAppConfig();
  if (!config) return <Spinner label="Loading the terms" />;
  const { operator } = config;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <Button variant="ghost" className="w-fit" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </Button>
      <header>
        <h1 className="text-2xl font-bold">Terms of Service</h1>
        <p className="text-sm text-slate-600">Last updated: {TERMS_LAST_UPDATED}</p>
      </header>
      <ol className="flex flex-col gap-5">
        {termsFor(operator).map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`terms-${index + 1}`}>
              <h2 id={`terms-${index + 1}`} className="mb-1 text-lg font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.body.map((paragraph) => (
                <p key={paragraph} className="mb-2 text-sm text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          </li>
        ))}
      </ol>
      <a
        href={supportMailto(operator.supportEmail, 'Terms of Service')}
        className="inline-flex min-h-10 w-fit items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        <Mail aria-hidden="true" className="size-4" /> Contact Support
      </a>
    </article>
  );
}
