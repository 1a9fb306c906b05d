import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanOptions } from '#web/features/billing/components/plan-options';

afterEach(() => vi.unstubAllGlobals());

const prices = { pro: 'price_pro', enterprise: 'price_ent' };

function renderPlans(current: 'free' | 'pro' | 'enterprise') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PlanOptions current={current} priceIds={prices} />
    </QueryClientProvider>,
  );
}

const planButton = (name: string) => within(screen.getByRole('listitem', { name: `${name} plan` }));

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the plan buttons', () => {
  it('on Free: Free is the disabled current plan, Pro and Enterprise offer Upgrade', () => {
    renderPlans('free');
    expect(planButton('Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(planButton('Pro').getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    expect(planButton('Enterprise').getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    expect(planButton('Pro').getByText('Popular')).toBeInTheDocument();
    expect(planButton('Pro').getByText('$29/month')).toBeInTheDocument();
  });

  it('on Enterprise: Free stays disabled and Pro, a lower plan, says Contact Support by mail', () => {
    renderPlans('enterprise');
    expect(planButton('Free').getByRole('button', { name: 'Upgrade' })).toBeDisabled();
    expect(planButton('Pro').getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@askaround\.app/),
    );
    expect(planButton('Enterprise').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('sends the plan price id and shows the server message when checkout fails', async () => {
    const fetch = answer(503, {
      error: 'unavailable',
      message: 'Failed to start checkout. Please try again.',
    });
    renderPlans('free');
    await userEvent.click(planButton('Enterprise').getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start checkout. Please try again.');
    // The plans also read the app configuration (the operator's support address).
    const checkout = (fetch.mock.calls as unknown as [string, RequestInit][]).find(
      ([url]) => url === '/api/stripe/create-checkout-session',
    );
    expect(checkout).toBeDefined();
    const [, init] = checkout as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ tier: 'enterprise', priceId: 'price_ent' });
  });

  it('says "No checkout URL returned" when the server gives no URL', async () => {
    answer(200, { url: null });
    renderPlans('pro');
    await userEvent.click(planButton('Enterprise').getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No checkout URL returned');
  });
});
