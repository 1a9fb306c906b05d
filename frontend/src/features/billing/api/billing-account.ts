import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillingAccount } from '#shared/contracts/billing';
import { callApi } from '#web/lib/api-client';
import { billingKeys } from './keys';

/** Balance, plan, cycle dates and checkout prices of the signed-in user. */
const billingAccountQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.account, queryFn: () => callApi(getBillingAccount) });

export const useBillingAccount = () => useQuery(billingAccountQueryOptions());
