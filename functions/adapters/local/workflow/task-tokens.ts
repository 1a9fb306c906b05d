import { randomUUID } from 'node:crypto';

interface Waiter {
  executionId: string;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** An error a `.waitForTaskToken` task fails with, named like Step Functions' SendTaskFailure. */
class TaskFailedError extends Error {
  constructor(
    readonly errorName: string,
    cause: string,
  ) {
    super(cause);
    this.name = errorName;
  }
}

/** Gives `.waitForTaskToken` tasks their callback: a token per task, settled by send success/failure. */
export function createTaskTokens() {
  const waiters = new Map<string, Waiter>();
  return {
    /** A new token and the promise its task waits on. */
    issue(executionId: string): { token: string; result: Promise<unknown> } {
      const token = `local:${executionId}:${randomUUID()}`;
      const result = new Promise<unknown>((resolve, reject) => {
        waiters.set(token, { executionId, resolve, reject });
      });
      return { token, result };
    },
    succeed(token: string, output: unknown): boolean {
      const waiter = waiters.get(token);
      if (!waiter) return false;
      waiters.delete(token);
      waiter.resolve(output);
      return true;
    },
    fail(token: string, error: string, cause: string): boolean {
      const waiter = waiters.get(token);
      if (!waiter) return false;
      waiters.delete(token);
      waiter.reject(new TaskFailedError(error, cause));
      return true;
    },
    /** Drops the tokens of a stopped execution (their tasks are gone with it). */
    dropExecution(executionId: string): void {
      for (const [token, waiter] of waiters) {
        if (waiter.executionId !== executionId) continue;
        // The task went with its execution; nothing waits on the promise any more.
        waiters.delete(token);
      }
    },
  };
}
