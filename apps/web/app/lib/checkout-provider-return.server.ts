import { PROVIDER_RETURN_PARAMS } from '@shop/contracts';
import { isRedirectProvider } from '@shop/domain';
import type { ProviderReturn } from './checkout-provider-return.ts';

/**
 * The provider return this checkout address describes (ADR 0029), or null: no provider or an unknown one, no
 * SUCCESS/CANCELLED status, or no payment reference in the provider's own parameter (PROVIDER_RETURN_PARAMS).
 */
export function providerReturnOf(url: URL): ProviderReturn | null {
  const provider = url.searchParams.get('provider');
  const status = url.searchParams.get('status');
  if (!isRedirectProvider(provider) || (status !== 'SUCCESS' && status !== 'CANCELLED')) return null;
  const param = PROVIDER_RETURN_PARAMS[provider];
  const reference = url.searchParams.get(param);
  if (!reference) return null;
  const query: Record<string, string> = { [param]: reference, status };
  const payer = url.searchParams.get('PayerID');
  if (provider === 'paypal' && payer) query['PayerID'] = payer;
  return { provider, status, query };
}
