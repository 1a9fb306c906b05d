import { setImmediate } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCloudSettings } from '#functions/runtime/cloud-settings';
import { lazyCloudConnect } from '#functions/runtime/lazy-cloud-connect';

const { cloudConnect } = vi.hoisted(() => ({ cloudConnect: vi.fn() }));
vi.mock('#functions/runtime/cloud-connect', () => ({ cloudConnect }));

const settings = readCloudSettings({ AWS_REGION: 'us-east-1' });
const onCallEnded = async () => {};
const described = { ended: false } as const;

/** The rejections no handler took while `run` ran and the event loop turned once after it. */
async function unhandledDuring(run: () => Promise<void>) {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', record);
  try {
    await run();
    await setImmediate();
  } finally {
    process.off('unhandledRejection', record);
  }
  return unhandled;
}

beforeEach(() => {
  cloudConnect.mockReturnValue({ describeContact: async () => described });
});

afterEach(() => {
  cloudConnect.mockReset();
});

describe('lazyCloudConnect', () => {
  it('loads Connect on first use by default', async () => {
    const connect = lazyCloudConnect(settings, onCallEnded);
    await setImmediate();
    expect(cloudConnect).not.toHaveBeenCalled();
    expect(await connect.describeContact('c1')).toBe(described);
    expect(cloudConnect).toHaveBeenCalledWith(settings, onCallEnded);
  });

  it('with loadNow starts loading when built, and the uses share that load', async () => {
    const connect = lazyCloudConnect(settings, onCallEnded, { loadNow: true });
    await setImmediate();
    expect(cloudConnect).toHaveBeenCalledTimes(1);
    await connect.describeContact('c1');
    await connect.describeContact('c2');
    expect(cloudConnect).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed early load from being an unhandled rejection, and loads again on the first use', async () => {
    cloudConnect.mockImplementationOnce(() => {
      throw new Error('chunk not found');
    });
    let connect: ReturnType<typeof lazyCloudConnect> | undefined;
    const unhandled = await unhandledDuring(async () => {
      connect = lazyCloudConnect(settings, onCallEnded, { loadNow: true });
    });
    expect(unhandled).toEqual([]);
    expect(await connect?.describeContact('c1')).toBe(described);
    expect(cloudConnect).toHaveBeenCalledTimes(2);
  });

  it('reports a failed load to the use that awaited it, and the next use loads again', async () => {
    cloudConnect.mockImplementationOnce(() => {
      throw new Error('chunk not found');
    });
    const connect = lazyCloudConnect(settings, onCallEnded, { loadNow: true });
    await expect(connect.describeContact('c1')).rejects.toThrow('chunk not found');
    expect(await connect.describeContact('c2')).toBe(described);
  });
});
