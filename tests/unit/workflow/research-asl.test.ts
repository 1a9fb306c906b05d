import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RESEARCH_DEFINITION_URL } from '#functions/adapters/local/workflow/runner';

const require = createRequire(import.meta.url);
// asl-validator ships no types.
const validator = require('asl-validator') as (
  definition: unknown,
  options: { checkArn: boolean; checkPaths: boolean },
) => { isValid: boolean; errors: unknown[] };

type State = {
  Type: string;
  Resource?: string;
  Catch?: unknown[];
  Retry?: { ErrorEquals: string[]; MaxAttempts?: number; BackoffRate?: number }[];
  ItemProcessor?: { States: Record<string, State> };
};
const definition = JSON.parse(readFileSync(RESEARCH_DEFINITION_URL, 'utf8')) as {
  States: Record<string, State>;
};
/** `${Name}`, substituted at deploy time. */
const placeholder = (name: string) => ['$', '{', name, '}'].join('');
const inner = definition.States.CallEachBusiness?.ItemProcessor?.States ?? {};

describe('state-machines/research.asl.json', () => {
  it('is valid Amazon States Language with placeholders for the Lambda ARNs', () => {
    const result = validator(definition, { checkArn: true, checkPaths: true });
    expect(result.errors).toEqual([]);
    expect(result.isValid).toBe(true);
  });

  it('waits for the call-ended callback on PlaceCall and catches every call step', () => {
    expect(inner.PlaceCall?.Resource).toBe('arn:aws:states:::lambda:invoke.waitForTaskToken');
    for (const name of ['PlaceCall', 'Extract', 'Charge', 'RecordNoCharge', 'MarkCallFailed']) {
      expect(inner[name]?.Catch, name).toHaveLength(1);
    }
    expect(inner.WaitForCallingWindow?.Type).toBe('Wait');
    expect(definition.States.Prepare?.Resource).toBe(placeholder('PrepareFunctionArn'));
    expect(definition.States.Finalize?.Resource).toBe(placeholder('FinalizeFunctionArn'));
  });

  it('retries PlaceCall with backoff when the telephony has no free capacity', () => {
    const retry = inner.PlaceCall?.Retry?.find((r) => r.ErrorEquals.includes('TelephonyCapacityError'));
    expect(retry?.MaxAttempts).toBeGreaterThanOrEqual(2);
    expect(retry?.BackoffRate).toBeGreaterThan(1);
    expect(retry?.ErrorEquals).not.toContain('States.ALL');
  });
});
