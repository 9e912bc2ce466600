import { useLocation } from 'react-router';
import { PRICE_COPY } from '@shop/domain';
import { useShellData } from '../../lib/shell.ts';
import styles from './Price.module.css';

const DEFAULT_LOGIN_ROUTE = '/account/login';

/** The login route (configured as 'account/login' or '/account/login') with the page to come back to. */
export function loginForPriceHref(loginRoute: string, returnPath: string): string {
  const route = loginRoute || DEFAULT_LOGIN_ROUTE;
  const base = route.startsWith('/') || /^https?:\/\//i.test(route) ? route : `/${route}`;
  const join = base.includes('?') ? '&' : '?';
  return `${base}${join}${new URLSearchParams({ returnUrl: returnPath }).toString()}`;
}

/**
 * What stands in for every amount a visitor of a commercial theme may not see (000 §4, §6): 'LOG IN FOR PRICE',
 * linking to sign-in and back to this page. `loginRoute` overrides the shell's configured route.
 */
export function LoginForPrice({ className, loginRoute }: { className?: string; loginRoute?: string }) {
  const location = useLocation();
  const shell = useShellData();
  const href = loginForPriceHref(loginRoute ?? shell.loginRoute, `${location.pathname}${location.search}`);
  return (
    <a className={className ?? styles.loginInline} href={href} data-price-hidden="">
      {PRICE_COPY.logInForPrice}
    </a>
  );
}
