import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { StateMachine } from 'aws-local-stepfunctions';

type Json = Parameters<StateMachine['run']>[0];

import { logger } from '#functions/core/logger';
import type { ResearchWorkflow } from '#functions/ports/workflow';
import { installPromiseWithResolvers } from './polyfill';
import { createTaskTokens } from './task-tokens';

/** The state machine file deployed on AWS; the local runner runs the same file. */
export const RESEARCH_DEFINITION_URL = new URL(
  '../../../../state-machines/research.asl.json',
  import.meta.url,
);

type TaskHandler = (input: unknown) => Promise<unknown>;

interface Running {
  id: string;
  abort(): void;
  done: Promise<void>;
}

export interface LocalWorkflow extends ResearchWorkflow {
  /** Resolves when no execution of the research is running (tests, bench). */
  settled(researchId: string): Promise<void>;
  /** Stops every execution and runs no further task; resolves when tasks already running are done. */
  drop(): Promise<void>;
}

/**
 * Runs state-machines/research.asl.json with aws-local-stepfunctions. Task states run the
 * handlers by state name; PlaceCall (`.waitForTaskToken`) gets a token whose promise settles
 * when sendTaskSuccess or sendTaskFailure is called, like Step Functions' callback pattern.
 */
export function createLocalWorkflow(handlers: Record<string, TaskHandler>): LocalWorkflow {
  installPromiseWithResolvers();
  const definition = JSON.parse(readFileSync(RESEARCH_DEFINITION_URL, 'utf8'));
  const machine = new StateMachine(definition);
  const tokens = createTaskTokens();
  const running = new Map<string, Set<Running>>();
  let dropped = false;
  const inFlight = new Set<Promise<unknown>>();

  function trackTask<T>(task: Promise<T>): Promise<T> {
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task)).catch(() => {});
    return task;
  }

  function overrides(executionId: string) {
    const local: Record<string, (input: Json) => Promise<Json>> = {};
    for (const [name, handler] of Object.entries(handlers)) {
      local[name] = async (input): Promise<Json> => {
        if (dropped) return new Promise<Json>(() => {});
        if (name !== 'PlaceCall') {
          const started = Date.now();
          try {
            return ((await trackTask(handler(input))) ?? null) as Json;
          } finally {
            logger.debug('Task state ran', { state: name, ms: Date.now() - started });
          }
        }
        // lambda:invoke.waitForTaskToken: the payload goes to the function; the task waits for the token.
        const payload = (input as { Payload?: Record<string, unknown> }).Payload ?? {};
        const { token, result } = tokens.issue(executionId);
        await trackTask(handler({ ...payload, taskToken: token }));
        return (await result) as Json;
      };
    }
    return local;
  }

  function track(researchId: string, run: Running) {
    const set = running.get(researchId) ?? new Set<Running>();
    set.add(run);
    running.set(researchId, set);
    void run.done.finally(() => {
      set.delete(run);
      if (set.size === 0) running.delete(researchId);
    });
  }

  return {
    async start(input) {
      const id = randomUUID();
      const execution = machine.run(
        { researchId: input.researchId },
        {
          overrides: { taskResourceLocalHandlers: overrides(id) },
          noThrowOnAbort: true,
          context: { Task: { Token: 'issued-per-task-by-the-local-runner' } },
        },
      );
      const done = execution.result.then(
        () => undefined,
        (error: unknown) => {
          logger.error('Research execution failed', { researchId: input.researchId, error: String(error) });
        },
      );
      track(input.researchId, { id, abort: () => execution.abort(), done });
      return { executionId: id };
    },
    async stop(researchId) {
      for (const run of running.get(researchId) ?? []) {
        run.abort();
        tokens.dropExecution(run.id);
      }
    },
    async isRunning(researchId) {
      return (running.get(researchId)?.size ?? 0) > 0;
    },
    async sendTaskSuccess(token, output) {
      tokens.succeed(token, output);
    },
    async sendTaskFailure(token, error, cause) {
      tokens.fail(token, error, cause);
    },
    async settled(researchId) {
      while (running.get(researchId)?.size) {
        await Promise.all([...(running.get(researchId) ?? [])].map((r) => r.done));
      }
    },
    async drop() {
      dropped = true;
      for (const [, set] of running) for (const run of set) run.abort();
      running.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
