import { SHARED_RENDER_HEADER, type ApiClient } from '@shop/contracts/web';
import { hasLoginRequest } from '../../lib/use-login-request.ts';
import { ACCOUNT_AFTER_LOAD, type LoaderAccount } from './header-account.ts';

/**
 * The header's share of the account: the first name only. Asked only when the request carries a session, so a
 * visitor's page makes no call; a failed call shows the signed-out header rather than breaking the page. A shared
 * page (docs/decisions/0042) is rendered for no one and served to the signed in too: its header draws the account
 * after load, from the shopper's own read (docs/decisions/0048).
 */
export async function loadHeaderAccount(
  api: ApiClient,
  signedIn: boolean,
  request: Request,
): Promise<LoaderAccount> {
  if (request.headers.has(SHARED_RENDER_HEADER)) return ACCOUNT_AFTER_LOAD;
  if (!signedIn) return null;
  return api.account().then(
    (account) => ({ firstName: account.firstName }),
    () => null,
  );
}

/**
 * 000 §2: a showlogin query key (any letter case) on any page opens sign-in, returning to the same address without
 * that key; null when there is nothing to do (no key, or already signed in).
 */
export function showLoginTarget(request: Request, loginRoute: string, signedIn: boolean): string | null {
  const url = new URL(request.url);
  if (signedIn || !hasLoginRequest(url.search)) return null;
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (key.toLowerCase() !== 'showlogin') kept.append(key, value);
  const query = kept.toString();
  const returnUrl = `${url.pathname}${query ? `?${query}` : ''}`;
  return `${loginRoute}?${new URLSearchParams({ returnUrl }).toString()}`;
}
