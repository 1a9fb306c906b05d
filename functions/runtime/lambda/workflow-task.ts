import { createWorkflowHandlers } from '../../workflow/handlers';
import { type CloudRuntime, loadCloudRuntime } from '../cloud';
import { ConfigError } from '../settings';
import { countMetric } from './metrics';
import { observed } from './observability';

/** Runs the Task state named by WORKFLOW_TASK (one function per `${<Task>FunctionArn}` of the ASL). */
export function createWorkflowTaskHandler(load: () => Promise<CloudRuntime> = loadCloudRuntime) {
  return async (input: unknown): Promise<unknown> => {
    const runtime = await load();
    const task = runtime.settings.WORKFLOW_TASK ?? '';
    const handle = createWorkflowHandlers(runtime.research.deps)[task];
    if (!handle) throw new ConfigError(`WORKFLOW_TASK "${task}" is not a task of the research workflow`);
    if (task === 'PlaceCall') countMetric('CallsPlaced');
    return handle(input);
  };
}

export const handler = observed(createWorkflowTaskHandler());
