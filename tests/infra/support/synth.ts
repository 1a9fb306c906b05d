import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AskaroundStack } from '#infra/aws/stack';

/** Synthesizes the stack in-process; bundling is skipped (`aws:cdk:bundling-stacks`) to stay fast. */
export function synthStack(context: Record<string, unknown> = {}) {
  const app = new App({
    // The CloudFormation schema check runs in `npx cdk synth`; skipping it here saves ~15 s per synth.
    builtinCloudFormationValidation: false,
    context: { 'aws:cdk:bundling-stacks': [], alertEmail: 'ops@example.com', ...context },
  });
  const stack = new AskaroundStack(app, 'AskaroundTest', {
    env: { account: '123456789012', region: 'us-east-1' },
  });
  return { app, stack, template: Template.fromStack(stack) };
}
