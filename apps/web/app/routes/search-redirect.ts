import { redirect } from 'react-router';
import { canSubmitSearch, prepareSearchTerm, searchResultsPath } from '@shop/domain';
import type { Route } from './+types/search-redirect';
import { requestServices } from '../lib/context.server.ts';

/**
 * 000 §2: a visit to /search is redirected to /products (the query string is kept). The header search form submits
 * here without scripts (?searchTerm=…): that goes to the address the search-url call resolves instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('searchTerm');
  if (raw !== null && canSubmitSearch(raw) && prepareSearchTerm(raw)) {
    const term = prepareSearchTerm(raw);
    const { api } = requestServices(context);
    const target = await api.searchUrl(term).then(
      (r) => r.url,
      () => searchResultsPath(term),
    );
    return redirect(target, 302);
  }
  return redirect(`/products${url.search}`, 301);
}
