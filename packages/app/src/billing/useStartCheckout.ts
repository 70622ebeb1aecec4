import { serverMessageOf } from '@app/contract';
import { type PurchasableTier, startCheckoutMutationOptions } from '@app/contract/billing';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSubscriptionEvent } from '../app/analytics';
import { apiClient } from '../app/api';

const startFailed = 'The checkout could not be opened. Try again.';

/**
 * Starts a checkout for a tier and sends the payer to the provider's page (the test provider's is
 * a page of this shell). Records `click_upgrade` with the place it was chosen from.
 */
export function useStartCheckout(uiElement: string) {
  const router = useRouter();
  const send = useSubscriptionEvent();
  const start = useMutation(startCheckoutMutationOptions(apiClient));
  return {
    isPending: start.isPending,
    error: start.isError ? serverMessageOf(start.error, startFailed) : null,
    begin(tier: PurchasableTier) {
      if (start.isPending) return;
      send('click_upgrade', uiElement, { tier });
      start.mutate(
        { tier },
        {
          onSuccess: (session) => {
            // A provider's page elsewhere is left for; ours is a route of the shell.
            if (/^https?:/.test(session.url)) globalThis.location.assign(session.url);
            else router.history.push(session.url);
          },
        },
      );
    },
  };
}
