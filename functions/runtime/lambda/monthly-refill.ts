import { logger } from '../../core/logger';
import { createMonthlyRefillHandler } from '../../events/monthly-refill';
import { loadCloudRuntime } from '../cloud';
import { observed } from './observability';

/** Lambda entry of the EventBridge Scheduler monthly credit refill. */
export const handler = observed(async () => {
  const runtime = await loadCloudRuntime();
  const result = await createMonthlyRefillHandler({
    ledger: runtime.deps.billing.ledger,
    clock: runtime.deps.clock,
  })();
  logger.info('Monthly refill', { ...result });
  return result;
});
