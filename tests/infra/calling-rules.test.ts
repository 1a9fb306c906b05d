import { App } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { LAMBDA_NAMES, type LambdaName } from '#infra/aws/bundling';
import { readDeployContext } from '#infra/aws/context';
import { synthStack } from './support/synth';

const RULE_VARIABLES = [
  'DAILY_CALL_LIMIT',
  'BUSINESS_DAILY_CALL_LIMIT',
  'ALLOWED_CALL_COUNTRIES',
  'DO_NOT_CALL',
  'CALLING_WINDOW',
  'CALLING_TIME_ZONE',
  'MAX_CONCURRENT_CALLS',
  'CONNECT_CONCURRENT_CALLS',
  'RETRY_DELAY_MINUTES',
];

/** Each function's calling-rule variables in the synthesized template. */
function callingRulesByFunction(context: Record<string, unknown>) {
  const { stack, template } = synthStack(context);
  const resources = template.toJSON().Resources as Record<
    string,
    { Properties?: { Environment?: { Variables?: Record<string, unknown> } } }
  >;
  const rules = (name: LambdaName) => {
    const id = stack.getLogicalId(stack.functions[name].node.defaultChild as CfnFunction);
    const variables = resources[id]?.Properties?.Environment?.Variables ?? {};
    return Object.fromEntries(Object.entries(variables).filter(([k]) => RULE_VARIABLES.includes(k)));
  };
  return Object.fromEntries(LAMBDA_NAMES.map((name) => [name, rules(name)]));
}

const read = (context: Record<string, unknown>) => readDeployContext(new App({ context }).node);

describe('calling rules set at deploy', () => {
  it('reach exactly the functions that read them, with the values given', () => {
    const rules = callingRulesByFunction({
      dailyCallLimit: 40,
      businessDailyCallLimit: '3',
      allowedCallCountries: 'US,CA,GB',
      // A list in cdk.json is joined with commas.
      doNotCall: ['+14165550100', '+14165550101'],
      callingWindow: '08:30-19:00',
      callingTimeZone: 'America/Toronto',
      maxConcurrentCalls: 10,
      connectConcurrentCalls: 20,
      retryDelayMinutes: 15,
    });
    expect(rules).toEqual({
      ...Object.fromEntries(LAMBDA_NAMES.map((name) => [name, {}])),
      research: {
        DAILY_CALL_LIMIT: '40',
        BUSINESS_DAILY_CALL_LIMIT: '3',
        ALLOWED_CALL_COUNTRIES: 'US,CA,GB',
        RETRY_DELAY_MINUTES: '15',
      },
      'task-prepare': {
        DO_NOT_CALL: '+14165550100,+14165550101',
        CALLING_WINDOW: '08:30-19:00',
        CALLING_TIME_ZONE: 'America/Toronto',
        MAX_CONCURRENT_CALLS: '10',
      },
      'task-place-call': { CONNECT_CONCURRENT_CALLS: '20' },
    });
  });

  it('are left to the functions’ defaults when not given', () => {
    expect(read({}).callingRules).toEqual({});
    expect(read({ doNotCall: '', callingWindow: null }).callingRules).toEqual({});
  });

  it.each([
    ['doNotCall', '416-555-0100', 'Context doNotCall (DO_NOT_CALL) must be a phone number in E.164 form'],
    ['callingWindow', '20:00-09:00', 'Context callingWindow (CALLING_WINDOW) must be a start before an end'],
    [
      'callingTimeZone',
      'Mars/Olympus',
      'Context callingTimeZone (CALLING_TIME_ZONE) must be an IANA time zone',
    ],
    [
      'maxConcurrentCalls',
      '100',
      'Context maxConcurrentCalls (MAX_CONCURRENT_CALLS) must be a whole number from 1 to 40',
    ],
    [
      'connectConcurrentCalls',
      'ten',
      'Context connectConcurrentCalls (CONNECT_CONCURRENT_CALLS) must be a whole number from 1 to 1000',
    ],
    [
      'dailyCallLimit',
      '2.5',
      'Context dailyCallLimit (DAILY_CALL_LIMIT) must be a whole number from 1 to 10000',
    ],
    ['allowedCallCountries', 'USA', 'must be two-letter country codes'],
    [
      'retryDelayMinutes',
      '-5',
      'Context retryDelayMinutes (RETRY_DELAY_MINUTES) must be minutes from 0 to 1440',
    ],
  ])('refuse a bad %s at synth, naming it and the value', (name, value, message) => {
    expect(() => read({ [name]: value })).toThrow(message);
    expect(() => read({ [name]: value })).toThrow(`got "${value}"`);
  });
});
