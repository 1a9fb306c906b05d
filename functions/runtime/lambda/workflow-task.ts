import type { ResearchDeps } from '../../core/research/deps';
import { createWorkflowHandlers } from '../../workflow/handlers';
import { createCloudResearch, type ResearchParts } from '../cloud-research';
import { type CloudRuntimeSettings, readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { observed } from './observability';

export type TaskName = keyof ReturnType<typeof createWorkflowHandlers>;

/**
 * One Task state of state-machines/research.asl.json as its own function: the research ports on
 * the table plus only the parts that task uses, built on the first invocation.
 */
function createWorkflowTask(
  task: TaskName,
  parts: (settings: CloudRuntimeSettings) => ResearchParts,
  env: Record<string, string | undefined> = process.env,
) {
  let deps: ResearchDeps | undefined;
  return async (input: unknown): Promise<unknown> => {
    if (!deps) {
      const settings = readCloudSettings(env);
      deps = createCloudResearch(settings, cloudTable(settings), parts(settings)).deps;
    }
    const handle = createWorkflowHandlers(deps)[task];
    return handle(input);
  };
}

/** The Lambda handler of a Task state. */
export const workflowTaskHandler = (
  task: TaskName,
  parts: (settings: CloudRuntimeSettings) => ResearchParts,
) => observed(createWorkflowTask(task, parts));
