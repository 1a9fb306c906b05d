import { createRequire } from 'node:module';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResearchDeps } from '#functions/core/research/deps';
import { createWorkflowHandlers } from '#functions/workflow/handlers';
import { aslPlaceholders, readAsl, taskOfPlaceholder } from '#infra/aws/asl';
import { contractsByCapability } from '#shared/contracts/index';
import { synthStack } from './support/synth';
import { apiMethods } from './support/template-paths';

type Synth = ReturnType<typeof synthStack>;
let synth: Synth;
beforeAll(() => {
  synth = synthStack();
}, 120_000);

const require = createRequire(import.meta.url);
const validateAsl = require('asl-validator') as (definition: unknown) => {
  isValid: boolean;
  errorsText(separator?: string): string;
};

describe('API', () => {
  it('integrates every contract of the route table with its capability function', () => {
    const methods = apiMethods(synth.template);
    const { auth: _cognitoSignsIn, ...cloudContracts } = contractsByCapability;
    for (const [capability, contracts] of Object.entries(cloudContracts)) {
      const fn = synth.stack.apiFunctions[capability as keyof typeof cloudContracts];
      const logicalId = synth.stack.getLogicalId(fn.node.defaultChild as never);
      for (const contract of contracts) {
        const method = methods.get(`${contract.method} ${contract.path}`);
        expect(method, `${contract.method} ${contract.path}`).toBeDefined();
        const integration = method?.Integration as { Type: string; Uri: unknown };
        expect(integration.Type).toBe('AWS_PROXY');
        expect(JSON.stringify(integration.Uri)).toContain(logicalId);
      }
    }
    const total = Object.values(cloudContracts).flat().length;
    expect(methods.size).toBe(total);
  });

  it('streams the chat routes and buffers the others', () => {
    const methods = apiMethods(synth.template);
    for (const contract of contractsByCapability.chat) {
      const integration = methods.get(`${contract.method} ${contract.path}`)?.Integration as Record<
        string,
        unknown
      >;
      expect(integration.ResponseTransferMode).toBe('STREAM');
      expect(JSON.stringify(integration.Uri)).toContain('response-streaming-invocations');
    }
    const buffered = contractsByCapability.users[0];
    const users = methods.get(`${buffered?.method} ${buffered?.path}`)?.Integration as Record<
      string,
      unknown
    >;
    expect(users).toBeDefined();
    expect(users?.ResponseTransferMode).toBeUndefined();
  });

  it('throttles the stage and writes access logs', () => {
    synth.template.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      ]),
      AccessLogSetting: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('runs every API function on Node.js 22, arm64, bundled by esbuild', () => {
    for (const fn of Object.values(synth.stack.apiFunctions)) {
      const props =
        synth.template.toJSON().Resources[synth.stack.getLogicalId(fn.node.defaultChild as never)].Properties;
      expect(props).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
      });
    }
  });
});

describe('Workflow', () => {
  it("uses the repository's ASL file as the state machine definition", () => {
    const machines = synth.template.findResources('AWS::StepFunctions::StateMachine');
    const [machine] = Object.values(machines) as { Properties: Record<string, unknown> }[];
    expect(machine?.Properties.DefinitionString).toBe(readAsl());
    const substitutions = machine?.Properties.DefinitionSubstitutions as Record<string, unknown>;
    expect(Object.keys(substitutions).sort()).toEqual(aslPlaceholders(readAsl()).sort());
    for (const [placeholder, value] of Object.entries(substitutions)) {
      const task = taskOfPlaceholder(placeholder);
      const fn = synth.stack.node.findAll().find((c) => c.node.path.endsWith(`Workflow/${task}Task`));
      expect(fn, task).toBeDefined();
      expect(JSON.stringify(value)).toContain(synth.stack.getLogicalId(fn?.node.defaultChild as never));
    }
  });

  it('maps every placeholder to a task the workflow handlers implement', () => {
    const handlers = createWorkflowHandlers({} as ResearchDeps);
    for (const placeholder of aslPlaceholders(readAsl()))
      expect(handlers).toHaveProperty(taskOfPlaceholder(placeholder));
  });

  it('fails clearly on a placeholder that is not a function ARN', () => {
    const definition = JSON.stringify({
      a: '$' + '{FooFunctionArn}',
      b: '$' + '{QueueUrl}',
      c: '$' + '{FooFunctionArn}',
    });
    expect(aslPlaceholders(definition)).toEqual(['FooFunctionArn', 'QueueUrl']);
    expect(() => taskOfPlaceholder('QueueUrl')).toThrow(/\$\{QueueUrl\}.*cannot fill/);
  });

  it('passes asl-validator once its placeholders are filled with ARNs', () => {
    const filled = readAsl().replace(
      /\$\{(\w+)\}/g,
      (_, name: string) => `arn:aws:lambda:us-east-1:123456789012:function:${name}`,
    );
    const result = validateAsl(JSON.parse(filled));
    expect(result.errorsText('\n')).toBe('');
    expect(result.isValid).toBe(true);
  });

  it('sends Connect DISCONNECTED contact events to the contact-disconnected function', () => {
    synth.template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: Match.objectLike({
        source: ['aws.connect'],
        'detail-type': ['Amazon Connect Contact Event'],
        detail: Match.objectLike({ eventType: ['DISCONNECTED'] }),
      }),
      Targets: Match.arrayWith([
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('ContactDisconnected'), 'Arn'] } }),
      ]),
    });
  });

  it('sweeps lost calls every 5 minutes and refills credits monthly with EventBridge Scheduler', () => {
    synth.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: Match.arrayWith([
        Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('Sweeper'), 'Arn'] } }),
      ]),
    });
    synth.template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(5 0 1 * ? *)',
      Target: Match.objectLike({ Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('MonthlyRefill'), 'Arn'] } }),
    });
  });
});
