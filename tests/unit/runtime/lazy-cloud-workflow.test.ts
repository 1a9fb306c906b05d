import { setImmediate } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { readCloudSettings } from '#functions/runtime/cloud-settings';
import { lazyCloudWorkflow } from '#functions/runtime/lazy-cloud-workflow';

const { cloudWorkflow, workflow } = vi.hoisted(() => {
  const workflow = {
    start: vi.fn(async () => ({ executionId: 'e1' })),
    stop: vi.fn(async () => {}),
    isRunning: vi.fn(async () => true),
    sendTaskSuccess: vi.fn(async () => {}),
    sendTaskFailure: vi.fn(async () => {}),
  };
  return { workflow, cloudWorkflow: vi.fn(() => workflow) };
});
vi.mock('#functions/runtime/cloud-workflow', () => ({ cloudWorkflow }));

const settings = readCloudSettings({ AWS_REGION: 'us-east-1' });

describe('lazyCloudWorkflow', () => {
  it('loads the Step Functions workflow on first use, once, and passes each call through', async () => {
    const lazy = lazyCloudWorkflow(settings);
    await setImmediate();
    expect(cloudWorkflow).not.toHaveBeenCalled();

    expect(await lazy.start({ researchId: 'r1' })).toEqual({ executionId: 'e1' });
    await lazy.stop('r1');
    expect(await lazy.isRunning('r1')).toBe(true);
    await lazy.sendTaskSuccess('t1', { ok: true });
    await lazy.sendTaskFailure('t2', 'Failed', 'why');

    expect(cloudWorkflow).toHaveBeenCalledTimes(1);
    expect(cloudWorkflow).toHaveBeenCalledWith(settings);
    expect(workflow.start).toHaveBeenCalledWith({ researchId: 'r1' });
    expect(workflow.stop).toHaveBeenCalledWith('r1');
    expect(workflow.isRunning).toHaveBeenCalledWith('r1');
    expect(workflow.sendTaskSuccess).toHaveBeenCalledWith('t1', { ok: true });
    expect(workflow.sendTaskFailure).toHaveBeenCalledWith('t2', 'Failed', 'why');
  });
});
