import { returnPathOrHome } from '@shop/domain';

/** A return address the storefront will redirect to (packages/domain's one rule); '' means the home page. */
export function safeReturnPath(returnUrl: string | undefined): string | null {
  return returnPathOrHome(returnUrl);
}
