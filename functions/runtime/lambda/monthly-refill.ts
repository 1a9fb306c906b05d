import { createDynamoCreditLedgerStore } from '../../adapters/aws/dynamo/credit-ledger-store';
import { logger } from '../../core/logger';
import { createMonthlyRefillHandler } from '../../events/monthly-refill';
import { systemClock } from '../../ports/clock';
import { readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { observed } from './observability';

/** Lambda entry of the EventBridge Scheduler monthly credit refill (the ledger only). */
export const handler = observed(async () => {
  const settings = readCloudSettings(process.env);
  const ledger = createDynamoCreditLedgerStore(cloudTable(settings), () => systemClock.now());
  const result = await createMonthlyRefillHandler({ ledger, clock: systemClock })();
  logger.info('Monthly refill', { ...result });
  return result;
});
