import type { Node } from 'constructs';
import { cloudSettingsSchema } from '#functions/runtime/cloud-settings';
import { ENV } from '#functions/runtime/env-names';

/**
 * The calling rules an operator sets at deploy (`-c <name>=<value>`, docs/deploy.md "Calling
 * rules at deploy"), by context name: the function setting each one becomes. A rule not given
 * keeps the functions' default.
 */
export const CALLING_RULES = {
  dailyCallLimit: ENV.dailyCallLimit,
  businessDailyCallLimit: ENV.businessDailyCallLimit,
  allowedCallCountries: ENV.allowedCallCountries,
  doNotCall: ENV.doNotCall,
  callingWindow: ENV.callingWindow,
  callingTimeZone: ENV.callingTimeZone,
  maxConcurrentCalls: ENV.maxConcurrentCalls,
  connectConcurrentCalls: ENV.connectConcurrentCalls,
  retryDelayMinutes: ENV.retryDelayMinutes,
} as const;

export type CallingRule = keyof typeof CALLING_RULES;

/** The rules given at deploy, as the text of their function settings. */
export type CallingRules = Partial<Record<CallingRule, string>>;

/**
 * Reads the calling rules from the context and checks each with the functions' own settings
 * schema, so a bad value fails the synth instead of the function's cold start. A list (from
 * cdk.json) is joined with commas.
 */
export function readCallingRules(node: Node): CallingRules {
  const rules: CallingRules = {};
  for (const [name, variable] of Object.entries(CALLING_RULES) as [
    CallingRule,
    (typeof CALLING_RULES)[CallingRule],
  ][]) {
    const given: unknown = node.tryGetContext(name);
    if (given === undefined || given === null || given === '') continue;
    const value = Array.isArray(given) ? given.join(',') : String(given);
    const checked = cloudSettingsSchema.shape[variable].safeParse(value);
    if (!checked.success)
      throw new Error(`Context ${name} (${variable}) ${checked.error.issues[0]?.message}, got "${value}"`);
    rules[name] = value;
  }
  return rules;
}

/** The countries the deployment calls (ALLOWED_CALL_COUNTRIES, or the functions' default), e.g. ["US", "CA"]. */
export function callCountriesOf(rules: CallingRules): string[] {
  return cloudSettingsSchema.shape[ENV.allowedCallCountries].parse(rules.allowedCallCountries);
}
