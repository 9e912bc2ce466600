import { data, Link } from 'react-router';
import { pageTitle } from '@shop/domain';
import type { Route } from './+types/not-found';
import { siteContext } from '../lib/context.ts';

// Rendered in place with a 404 status, so the address bar keeps the unknown path (spec 000 §2).
export function loader({ context }: Route.LoaderArgs) {
  return data({ companyName: context.get(siteContext).companyName }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle('Page not found', loaderData.companyName, true) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return (
    <section>
      <h1>Sorry, we can&rsquo;t find that page</h1>
      <p>
        The page may have moved or no longer exists. <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
