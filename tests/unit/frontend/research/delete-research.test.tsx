import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeleteResearch } from '#web/features/research/api/delete-research';
import { researchKeys } from '#web/features/research/api/keys';
import { mockApi } from './support';

afterEach(() => vi.unstubAllGlobals());

describe('deleting a research', () => {
  it("leaves the research's page before its cached detail is dropped, so the page never reads it again", async () => {
    mockApi({ 'DELETE /api/researches/r1': () => ({ status: 204 }) });
    const client = new QueryClient();
    client.setQueryData(researchKeys.detail('r1'), { id: 'r1' });
    client.setQueryData(researchKeys.calls('r1'), []);
    const cachedWhenLeaving: unknown[] = [];
    const onDeleted = vi.fn(() => cachedWhenLeaving.push(client.getQueryData(researchKeys.detail('r1'))));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteResearch(onDeleted), { wrapper });
    act(() => result.current.mutate('r1'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cachedWhenLeaving).toEqual([{ id: 'r1' }]);
    expect(client.getQueryData(researchKeys.detail('r1'))).toBeUndefined();
    expect(client.getQueryData(researchKeys.calls('r1'))).toBeUndefined();
  });
});
