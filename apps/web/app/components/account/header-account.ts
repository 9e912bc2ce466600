import { useRouteLoaderData } from 'react-router';
import { useAccountAfterLoad, type AccountAfterLoad } from '../../lib/account-store.ts';

/** What the header knows of a signed-in shopper (000 §3 'Account info': firstName). */
export interface HeaderAccount {
  firstName: string;
}

/**
 * The root loader's account on a shared page (docs/decisions/0048): the HTML is rendered for no one, so the account
 * is drawn after load from the shopper's own read.
 */
export const ACCOUNT_AFTER_LOAD = 'after-load';

/** The root loader's account: the shopper's, null when signed out, or left to after load on a shared page. */
export type LoaderAccount = HeaderAccount | null | typeof ACCOUNT_AFTER_LOAD;

/**
 * The header's account: null when signed out (or when the root loader failed), 'unknown' on a shared page until the
 * shopper's read answers.
 */
export function useHeaderAccount(): AccountAfterLoad {
  const root = useRouteLoaderData<{ account?: LoaderAccount }>('root');
  const loaded = root?.account ?? null;
  const afterLoad = useAccountAfterLoad(loaded === ACCOUNT_AFTER_LOAD);
  return loaded === ACCOUNT_AFTER_LOAD ? afterLoad : loaded;
}
