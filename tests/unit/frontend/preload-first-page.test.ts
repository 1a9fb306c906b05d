import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each page module records that it was loaded; nothing else of it is needed here.
const { loaded, record } = vi.hoisted(() => {
  const loaded = new Set<string>();
  const record = (name: string) => () => {
    loaded.add(name);
    return {};
  };
  return { loaded, record };
});
vi.mock('#web/features/auth/components/login-page', record('login'));
vi.mock('#web/features/research/components/dashboard-page', record('dashboard'));
vi.mock('#web/features/research/components/research-detail-page', record('research'));
vi.mock('#web/features/billing/components/account-widget', record('account'));

const { preloadFirstPage } = await import('#web/app/router');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('preloadFirstPage', () => {
  beforeEach(() => {
    loaded.clear();
    vi.resetModules();
  });

  it('loads the first page and, on private pages, the account widget, before any route renders', async () => {
    preloadFirstPage('/research/3f2a');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['account', 'research']));
  });

  it('loads the login page for / and /login, and nothing for a path it does not know', async () => {
    preloadFirstPage('/login');
    await vi.waitFor(() => expect([...loaded]).toEqual(['login']));
    loaded.clear();
    preloadFirstPage('/no/such/page');
    await settle();
    expect([...loaded]).toEqual([]);
  });
});
