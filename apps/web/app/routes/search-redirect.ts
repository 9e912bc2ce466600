import { redirect } from 'react-router';
import type { Route } from './+types/search-redirect';

/** 000 §2: a visit to /search is redirected to /products (the query string is kept). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/products${search}`, 301);
}
