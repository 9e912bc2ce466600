import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  redirect,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { CartRoot } from './components/cart/CartRoot.tsx';
import { GlobalMessageProvider } from './components/message/GlobalMessage.tsx';
import { Shell, SiteCompareTray } from './components/shell/Shell.tsx';
import { ShellProvider } from './components/shell/ShellProvider.tsx';
import { faviconPath } from './components/shell/favicon.ts';
import { useNonce } from './lib/nonce.ts';
import { loadHeaderAccount, showLoginTarget } from './components/account/header-account.server.ts';
import { isSignedInRequest } from './lib/auth.server.ts';
import { requestServices } from './lib/context.server.ts';
import { loadShell } from './lib/shell.server.ts';
import { toRootData, useShellData } from './lib/shell.ts';
import { markScriptsRun } from './lib/scripts-cookie.ts';
import { releaseHydrated } from './lib/hydrated.ts';
import { CopyOverridesContext } from './copy/use-copy.ts';
import { StaffRoot } from './components/staff/StaffRoot.tsx';
import { loadStaffShell } from './components/staff/staff-shell.server.ts';
import { isStaffPagePath } from './components/staff/staff-shell.ts';
import styles from './root.module.css';
import './themes/index.css';
import './styles/global.css';

const NO_OVERRIDES = {};

/** The shell's share of the site configuration plus navigation; the nonce stays out of loader data on purpose. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const signedIn = isSignedInRequest(request);
  const signIn = showLoginTarget(request, site.loginRoute, signedIn);
  if (signIn) throw redirect(signIn);
  // The staff pages inside the side panel have no toolbar of their own.
  const staffPage = isStaffPagePath(new URL(request.url).pathname);
  const [shell, account, staff] = await Promise.all([
    loadShell({ context, request }),
    loadHeaderAccount(api, signedIn, request),
    loadStaffShell(api, request, signedIn && !staffPage, site.loginRoute),
  ]);
  // The site's part goes as one JSON text (ADR 0082); the compare list stays apart, since the browser's store reads
  // and owns it.
  return { ...toRootData(shell), account, staff };
}

/**
 * Navigation and the sale banner change rarely (the navbar is cached about an hour), so page-to-page and filter
 * changes do not reload them; form submissions (sign-in and the like) still do. Compare posts never do: the shell's
 * compare list only seeds the client store, which owns the list after hydration (ADR 0013), so re-reading it would
 * cost a call and change nothing on screen.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction?.split('?', 1)[0] === '/compare') return false;
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: ReactNode }) {
  // Falls back to defaults when the root loader itself failed; the error page still gets a themed shell.
  const shell = useShellData();
  const nonce = useNonce();
  // The staff pages (docs/decisions/0030) show inside the side panel: no shell around them.
  const staffPage = isStaffPagePath(useLocation().pathname);
  // Once React has hydrated the page (after every child's effects, an error page's too), the parts that wait for
  // hydration switch, one task each (lib/hydrated.ts); then the document is marked: browser journeys wait for that
  // before using widgets that only work with scripts, instead of guessing from network quiet.
  useEffect(() => {
    releaseHydrated(() => {
      document.documentElement.dataset['hydrated'] = 'true';
      markScriptsRun();
    });
  }, []);
  return (
    // The alert banner's pre-paint script (entry.server.tsx) may mark <html> before React hydrates it (ADR 0053).
    <html lang={shell.lang} className={`theme-${shell.theme}`} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Each brand's own favicon; links() cannot read the theme from loader data, so it is written here. */}
        <link rel="icon" href={faviconPath(shell.theme)} type="image/svg+xml" />
        {/*
          No first paint before the page's main content has begun: a browser may paint a document it is still parsing,
          and a header painted half parsed moves once its tools and menu arrive (docs/decisions/0073).
        */}
        <link rel="expect" href="#main-content" blocking="render" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <CopyOverridesContext.Provider value={shell.copy ?? NO_OVERRIDES}>
          <GlobalMessageProvider>
            {staffPage ? (
              <main id="main-content">{children}</main>
            ) : (
              <ShellProvider>
                <StaffRoot theme={shell.theme} />
                <Shell shell={shell}>{children}</Shell>
                {/* Compare tray and cart drawer (ADR 0013): both read the shopper's lists after hydration. */}
                <SiteCompareTray shell={shell} />
                <CartRoot themeId={shell.theme} />
              </ShellProvider>
            )}
          </GlobalMessageProvider>
        </CopyOverridesContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className={styles.errorPage}>
        <title>Page not found</title>
        <h1>Sorry, we can&rsquo;t find that page</h1>
        <p>
          The page may have moved or no longer exists. <a href="/">Go to the home page</a>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className={styles.errorPage}>
        <title>We couldn&rsquo;t read that address</title>
        <h1>We couldn&rsquo;t read that address</h1>
        <p>
          Part of the address is too long or not allowed. Please check it, or{' '}
          <a href="/">go to the home page</a>.
        </p>
      </section>
    );
  }
  // Details only ever show in development; production pages never carry a message or a stack trace.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <section className={styles.errorPage}>
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>
        We couldn&rsquo;t load this page. Please try again in a moment, or <a href="/">go to the home page</a>
        .
      </p>
      {details ? <pre className={styles.details}>{details}</pre> : null}
    </section>
  );
}
