import { CREDITS_PER_CALL } from '#shared/domain/credits';
import { callTaskSchema } from '../../workflow/schemas';
import { emitMetrics } from './metrics';
import { workflowTaskHandler } from './workflow-task';

const charge = workflowTaskHandler('Charge', () => ({}));

/** Lambda entry of Charge: the credits of an answered call (table only), reported as usage. */
export const handler = async (input: unknown, context: unknown) => {
  const result = (await charge(input, context as never)) as { charged: boolean };
  const { callId } = callTaskSchema.parse(input);
  if (result.charged) emitMetrics({ CreditsCharged: CREDITS_PER_CALL }, { callId });
  return result;
};
