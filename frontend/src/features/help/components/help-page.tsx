import { ChevronDown, FileText, Mail, MessageCircle, Search } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL, supportMailto } from '#shared/domain/support';
import { BackLink } from '#web/components/back-link';
import { useAppConfig } from '#web/lib/app-config';
import { FAQ, filterFaq } from '../lib/faq';

function HelpCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Help and Support: searchable FAQ (one item open at a time), contact cards, Still Need Help. */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const items = filterFaq(FAQ, query);
  const supportEmail = useAppConfig()?.operator.supportEmail ?? SUPPORT_EMAIL;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackLink to="/dashboard">Back to Dashboard</BackLink>
      <h1 className="text-2xl font-bold">Help and Support</h1>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          aria-label="Search for help"
          placeholder="Search for help..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-lg border border-slate-300 py-2 pr-3 pl-9 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <HelpCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email Support">
          <p className="text-sm text-slate-600">Write to {supportEmail}. We reply within 24 hours.</p>
          <a
            href={supportMailto(supportEmail)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Email us
          </a>
        </HelpCard>
        <HelpCard icon={<FileText aria-hidden="true" className="size-5" />} title="Terms & Policies">
          <p className="text-sm text-slate-600">Read our terms of service.</p>
          <Link to="/terms" className="text-sm font-medium text-brand-700 hover:underline">
            View terms
          </Link>
        </HelpCard>
        <HelpCard icon={<MessageCircle aria-hidden="true" className="size-5" />} title="Live Chat">
          <p className="text-sm text-slate-600">Coming Soon</p>
        </HelpCard>
      </div>
      <section aria-labelledby="faq" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="faq" className="mb-3 text-lg font-semibold">
          Frequently Asked Questions
        </h2>
        {items.length === 0 ? (
          <p role="status" className="text-sm text-slate-600">
            No results found for “{query.trim()}”
          </p>
        ) : (
          <Accordion.Root type="single" collapsible className="divide-y divide-slate-100">
            {items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-3 text-left font-medium hover:text-brand-700">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="pb-3 text-sm text-slate-700">{item.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </section>
      <section aria-labelledby="still-need-help" className="rounded-xl bg-brand-50 p-5 text-center">
        <h2 id="still-need-help" className="text-lg font-semibold">
          Still Need Help?
        </h2>
        <p className="mb-3 text-sm text-slate-700">Our support team is happy to help.</p>
        <a
          href={supportMailto(supportEmail)}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          <Mail aria-hidden="true" className="size-4" /> Contact Support
        </a>
      </section>
    </div>
  );
}
