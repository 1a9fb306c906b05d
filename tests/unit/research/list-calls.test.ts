import { describe, expect, it } from 'vitest';
import type { ResearchDeps } from '#functions/core/research/deps';
import { listCalls } from '#functions/core/research/queries';

/** Stores that record when each read starts and hold every answer until `release()`. */
function heldStores(ownerId: string) {
  const started: string[] = [];
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  const deps = {
    researches: {
      get: async (id: string) => {
        started.push('research');
        await released;
        return { id, userId: ownerId };
      },
    },
    calls: {
      listSummariesByResearch: async () => {
        started.push('calls');
        await released;
        return [];
      },
    },
  } as unknown as Pick<ResearchDeps, 'researches' | 'calls'>;
  return { deps, started, release: () => release() };
}

describe('listCalls', () => {
  it("reads the calls while the research's owner is checked", async () => {
    const { deps, started, release } = heldStores('u1');
    const listed = listCalls(deps, 'u1', 'r1');
    await Promise.resolve();
    expect(started).toEqual(['research', 'calls']);
    release();
    await expect(listed).resolves.toEqual([]);
  });

  it("answers not_found for another user's research", async () => {
    const { deps, release } = heldStores('someone-else');
    release();
    await expect(listCalls(deps, 'u1', 'r1')).rejects.toMatchObject({ code: 'not_found' });
  });
});
