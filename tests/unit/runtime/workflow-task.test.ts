import { describe, expect, it } from 'vitest';
import type { CloudRuntime } from '../../../functions/runtime/cloud';
import { createWorkflowTaskHandler } from '../../../functions/runtime/lambda/workflow-task';
import { ConfigError } from '../../../functions/runtime/settings';

const runtime =
  (task: string | undefined, deps: Record<string, unknown> = {}) =>
  async () =>
    ({ settings: { WORKFLOW_TASK: task }, research: { deps } }) as unknown as CloudRuntime;

describe('workflow task entry', () => {
  it('refuses a WORKFLOW_TASK that is not a task of the research workflow', async () => {
    await expect(createWorkflowTaskHandler(runtime('Nope'))({})).rejects.toThrow(ConfigError);
    await expect(createWorkflowTaskHandler(runtime(undefined))({})).rejects.toThrow(/WORKFLOW_TASK ""/);
  });

  it('runs the named task with the state input, validating it', async () => {
    // Finalize validates its input before touching any store: a bad input is rejected by the task itself.
    await expect(createWorkflowTaskHandler(runtime('Finalize'))({ nope: true })).rejects.toThrow(
      /researchId/,
    );
  });
});
