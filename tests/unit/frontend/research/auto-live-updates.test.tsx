import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResearchStatus } from '#shared/domain/research-status';
import { ResearchDetailPage } from '#web/features/research/components/research-detail-page';
import { useAutoLiveUpdates } from '#web/features/research/hooks/use-auto-live-updates';
import { makeCall, makeResearch, mockApi, renderWithApp, sentBody } from './support';

vi.mock('#web/lib/session', () => ({
  useSession: () => ({ loading: false, user: { id: 'u1', email: 'a@b.c', onboardingCompleted: true } }),
}));
vi.mock('#web/lib/profile', () => ({ useProfile: () => ({ data: null }) }));

afterEach(() => vi.unstubAllGlobals());

const PREF = '/api/preferences/live-updates/u1/r1';

function api(status: ResearchStatus, enabled: boolean) {
  return mockApi({
    'GET /api/researches/r1': () => ({ body: makeResearch({ status }) }),
    'GET /api/researches/r1/calls': () => ({ body: [makeCall()] }),
    [`GET ${PREF}`]: () => ({ body: { enabled } }),
    [`PUT ${PREF}`]: (init) => ({ body: JSON.parse(String(init?.body)) }),
    'GET /api/call-records/c1/visualizations': () => ({ body: [] }),
  });
}
const puts = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.filter(([input, init]) => init?.method === 'PUT' && String(input).startsWith(PREF));
const renderPage = () =>
  renderWithApp(<ResearchDetailPage />, { path: '/research/r1', pattern: '/research/:id' });

describe('live updates on the research detail page', () => {
  it.each(['completed', 'failed', 'incomplete'] as const)(
    'saves live updates as off, once, when the research is %s with the preference on',
    async (status) => {
      const spy = api(status, true);
      renderPage();
      await waitFor(() => expect(sentBody(spy, 'PUT', PREF)).toEqual({ enabled: false }));
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(puts(spy)).toHaveLength(1);
    },
  );

  it('saves nothing for a final research whose preference is already off', async () => {
    const spy = api('completed', false);
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(spy.mock.calls.some(([input]) => String(input).includes(PREF))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(spy)).toHaveLength(0);
  });

  it('leaves the preference alone while the research runs', async () => {
    const spy = api('in_progress', true);
    renderPage();
    expect(await screen.findByRole('switch', { name: 'Live updates' })).toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts(spy)).toHaveLength(0);
  });
});

describe('useAutoLiveUpdates', () => {
  const run = (status: ResearchStatus, enabled: boolean, loaded = true) => {
    const set = vi.fn();
    const hook = renderHook(
      (props: { status: ResearchStatus; enabled: boolean; loaded: boolean }) =>
        useAutoLiveUpdates(props.status, { enabled: props.enabled, loaded: props.loaded, set }),
      {
        initialProps: { status, enabled, loaded },
      },
    );
    return { set, rerender: hook.rerender };
  };

  it('waits for the saved preference before deciding', () => {
    const { set, rerender } = run('completed', true, false);
    expect(set).not.toHaveBeenCalled();
    rerender({ status: 'completed', enabled: true, loaded: true });
    expect(set).toHaveBeenCalledWith(false);
  });

  it('switches off once, even if the preference still reads on after the save', () => {
    const { set, rerender } = run('in_progress', true);
    rerender({ status: 'completed', enabled: true, loaded: true });
    rerender({ status: 'completed', enabled: true, loaded: true });
    expect(set.mock.calls).toEqual([[false]]);
  });

  it('turns live updates on again when an extend puts the research back in progress', () => {
    const { set, rerender } = run('completed', true);
    rerender({ status: 'completed', enabled: false, loaded: true });
    rerender({ status: 'in_progress', enabled: false, loaded: true });
    expect(set.mock.calls).toEqual([[false], [true]]);
    rerender({ status: 'in_progress', enabled: true, loaded: true });
    rerender({ status: 'completed', enabled: true, loaded: true });
    expect(set.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('keeps a preference the user switched off while the research ran', () => {
    const { set, rerender } = run('in_progress', false);
    rerender({ status: 'pending', enabled: false, loaded: true });
    expect(set).not.toHaveBeenCalled();
  });
});
