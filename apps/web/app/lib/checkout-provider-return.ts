import type { RedirectProvider } from '@shop/domain';

// The shopper's way back from a provider's hosted page (ADR 0029): `/customer/checkout?provider={provider}&
// {param}={psp}&status=SUCCESS|CANCELLED` (PayPal adds PayerID). The loader reads it (checkout-provider-return.server.ts);
// the page confirms it once and then drops these parameters from the address, so a reload never confirms again.

export interface ProviderReturn {
  readonly provider: RedirectProvider;
  readonly status: 'SUCCESS' | 'CANCELLED';
  /** The query of POST /api/checkout/{provider}confirmation, as the provider sent it. */
  readonly query: Readonly<Record<string, string>>;
}

/** The same address without the return's parameters (path, other parameters and hash kept). */
export function withoutProviderReturn(url: URL, ret: ProviderReturn): string {
  const next = new URL(url.href);
  for (const name of ['provider', 'status', 'PayerID', ...Object.keys(ret.query)])
    next.searchParams.delete(name);
  return `${next.pathname}${next.search}${next.hash}`;
}
