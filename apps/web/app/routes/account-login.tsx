import { data, redirect } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account-login';
import { AUTH_STORAGE_KEYS, signInErrorMessage } from '@shop/domain';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { Field, FocusMessage, formStyles as styles } from '../components/account/FormParts.tsx';
import { SocialSignIn, type SocialProvider } from '../components/account/SocialSignIn.tsx';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { SIGN_IN_COPY } from '../copy/pages/account.ts';
import { isSignedInRequest } from '../lib/auth.server.ts';
import { requestServices } from '../lib/context.server.ts';
import { parseCookieHeader } from '../lib/cookies.server.ts';
import { localPath, publicOrigin, signInNonce } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('accounts');
export const headers = noStoreHeaders;

/** Providers of identity's external sign-in; the development one never runs in production. */
function providerIds(production: boolean): string[] {
  return production ? [] : ['dev'];
}

/** Where to go after signing in: the address's returnUrl, else the page an expired session was on, else home. */
function returnPathOf(request: Request, url: URL): string {
  const saved = parseCookieHeader(request.headers.get('cookie')).get(AUTH_STORAGE_KEYS.redirectPath);
  const candidates = [url.searchParams.get('returnUrl'), saved ? safeDecode(saved) : null];
  for (const candidate of candidates) {
    const path = localPath(candidate);
    if (path && !path.startsWith('/account/login')) return path;
  }
  return '/';
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const url = new URL(request.url);
  const returnUrl = returnPathOf(request, url);
  if (isSignedInRequest(request)) throw redirect(returnUrl);
  const copy = copyFor(site.theme).signIn;
  const origin = publicOrigin(request);
  const { nonce, cookie } = signInNonce(request);
  const identity = site.identityUrl;
  const providers: SocialProvider[] = identity
    ? providerIds(site.production).map((id) => {
        const query = new URLSearchParams({ nonce, origin, returnUrl });
        return {
          id,
          href: `${identity}/api/account/externallogin/${encodeURIComponent(id)}?${query.toString()}`,
        };
      })
    : [];
  return data(
    {
      seo: buildSeo(site, { title: copy.title, pageType: 'accounts', path: site.loginRoute, noIndex: true }),
      formAction: identity ? `${identity}/api/account/login-redir` : null,
      returnUrl,
      origin,
      nonce,
      providers,
      error: signInErrorMessage(url.searchParams.get('error')),
      expired: url.searchParams.get('exp') === 'true',
    },
    { headers: { 'set-cookie': cookie } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { formAction, returnUrl, origin, nonce, providers, error, expired } = loaderData;
  const copy = usePageCopy('signIn', SIGN_IN_COPY);
  const registerHref = `/account/register?${new URLSearchParams({ returnUrl }).toString()}`;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.heading}</h1>
      {error ? <FocusMessage kind="alert">{error}</FocusMessage> : null}
      {!error && expired ? <FocusMessage kind="status">{copy.expired}</FocusMessage> : null}
      {formAction ? (
        // A plain form: the browser posts it to the identity service, which answers with a redirect (ADR 0021).
        <form method="post" action={formAction} className={styles.form}>
          <input type="hidden" name="returnUrl" value={returnUrl} />
          <input type="hidden" name="origin" value={origin} />
          <input type="hidden" name="nonce" value={nonce} />
          <Field
            name="email"
            label={copy.email}
            type="email"
            autoComplete="username"
            required
            idPrefix="login"
          />
          <Field
            name="password"
            label={copy.password}
            type="password"
            autoComplete="current-password"
            required
            idPrefix="login"
          />
          <button type="submit" className={styles.button}>
            {copy.submit}
          </button>
        </form>
      ) : (
        <p role="alert" className={styles.alert}>
          {copy.unavailable}
        </p>
      )}
      <ul className={styles.links}>
        <li>
          <Link to="/account/forgot-password">{copy.forgotPassword}</Link>
        </li>
        <li>
          {copy.noAccount} <Link to={registerHref}>{copy.createAccount}</Link>
        </li>
      </ul>
      <SocialSignIn providers={providers} />
    </div>
  );
}
