import { useMutation } from '@tanstack/react-query';
import { createCheckoutSession, createPortalSession } from '#shared/contracts/billing';
import type { PaidTier } from '#shared/domain/plans';
import { MESSAGES } from '#shared/domain/validation-messages';
import { callApi, errorMessage } from '#web/lib/api-client';

const go = (url: string) => window.location.assign(url);

/** Starts checkout and sends the browser to it; errors carry the messages of shared/domain/validation-messages.ts. */
export function useStartCheckout(navigate: (url: string) => void = go) {
  return useMutation({
    mutationFn: async (input: { tier: PaidTier; priceId: string }) => {
      let url: string | null | undefined;
      try {
        url = (await callApi(createCheckoutSession, { body: input })).url;
      } catch (error) {
        throw new Error(errorMessage(error, MESSAGES.checkoutFailed));
      }
      if (!url) throw new Error(MESSAGES.noCheckoutUrl);
      navigate(url);
      return url;
    },
  });
}

/** Opens the billing portal in this tab. */
export function useOpenPortal(navigate: (url: string) => void = go) {
  return useMutation({
    mutationFn: async () => {
      try {
        const { url } = await callApi(createPortalSession);
        navigate(url);
        return url;
      } catch (error) {
        throw new Error(errorMessage(error, MESSAGES.portalFailed));
      }
    },
  });
}
