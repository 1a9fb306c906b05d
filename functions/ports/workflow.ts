/** Input of one research workflow execution. */
interface ResearchExecutionInput {
  researchId: string;
}

/** Runs the research state machine: Step Functions on AWS, aws-local-stepfunctions locally. */
export interface ResearchWorkflow {
  /** Starts an execution that places every queued call of the research. */
  start(input: ResearchExecutionInput): Promise<{ executionId: string }>;
  /** Stops the research's running executions; nothing running is not an error. */
  stop(researchId: string): Promise<void>;
  /** Whether an execution for this research is running in this workflow engine. */
  isRunning(researchId: string): Promise<boolean>;
  /** Resumes a `.waitForTaskToken` task with its result. */
  sendTaskSuccess(taskToken: string, output: unknown): Promise<void>;
  sendTaskFailure(taskToken: string, error: string, cause: string): Promise<void>;
}
