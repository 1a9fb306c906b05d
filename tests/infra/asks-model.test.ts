import type { Role } from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthStack } from './support/synth';
import { policyStatements } from './support/template-paths';

let synth: ReturnType<typeof synthStack>;
beforeAll(() => {
  synth = synthStack();
}, 120_000);

describe('asks in the cloud', () => {
  it('lets the research API invoke the model that derives asks', () => {
    const role = synth.stack.apiFunctions.research.role as Role;
    const policy = role.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
    const policyId = synth.stack.getLogicalId(policy as never);
    const actions = policyStatements(synth.template)
      .filter((s) => s.policy === policyId)
      .flatMap((s) => s.Action);
    expect(actions).toContain('bedrock:InvokeModel');
  });
});
