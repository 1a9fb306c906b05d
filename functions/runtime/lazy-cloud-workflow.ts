import { lazily } from '#shared/lazily';
import type { ResearchWorkflow } from '../ports/workflow';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * The research state machine with its Step Functions client loaded on first use (≈ 12 ms of CPU to
 * require): the research API starts and stops executions only when a research is created, extended
 * or stopped, never for the lists and reads the SPA polls, and the sweeper only to resume the
 * workflow of a call it ends, which most of its runs find none of. The task functions and
 * contact-disconnected, which answer a task token on every request, keep `cloudWorkflow`.
 */
export function lazyCloudWorkflow(settings: CloudRuntimeSettings): ResearchWorkflow {
  const load = lazily(() => import('./cloud-workflow').then((m) => m.cloudWorkflow(settings)));
  return {
    start: async (input) => (await load()).start(input),
    stop: async (researchId) => (await load()).stop(researchId),
    isRunning: async (researchId) => (await load()).isRunning(researchId),
    sendTaskSuccess: async (taskToken, output) => (await load()).sendTaskSuccess(taskToken, output),
    sendTaskFailure: async (taskToken, error, cause) =>
      (await load()).sendTaskFailure(taskToken, error, cause),
  };
}
