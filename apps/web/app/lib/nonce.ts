import { createContext, useContext } from 'react';

/** The page's CSP nonce: set per request by entry.server, read back from the DOM by entry.client. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
