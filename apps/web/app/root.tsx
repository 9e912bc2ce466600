import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { DEFAULT_THEME, THEMES } from '@shop/domain';
import type { Route } from './+types/root';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { siteContext } from './lib/context.ts';
import { useNonce } from './lib/nonce.ts';
import styles from './root.module.css';
import './themes/index.css';
import './styles/global.css';

/** The shell's share of the site configuration; the nonce stays out of loader data on purpose. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    theme: site.theme,
    lang: site.lang,
    country: site.country,
    currency: site.currency,
    companyName: site.companyName,
    customerSupportNumber: site.customerSupportNumber,
  };
}

const FALLBACK_SHELL = {
  theme: DEFAULT_THEME,
  lang: 'en-AU',
  companyName: THEMES[DEFAULT_THEME].companyName,
};

export function Layout({ children }: { children: ReactNode }) {
  // Absent when the root loader itself failed; the error page still gets a themed shell.
  const shell = useRouteLoaderData<typeof loader>('root') ?? FALLBACK_SHELL;
  const nonce = useNonce();
  return (
    <html lang={shell.lang} className={`theme-${shell.theme}`}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <a className={styles.skipLink} href="#main-content">
          Skip to main content
        </a>
        <SiteHeader companyName={shell.companyName} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter companyName={shell.companyName} />
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
