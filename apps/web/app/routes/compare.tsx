import { useEffect } from 'react';
import { redirect, useNavigate } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/compare';
import {
  COMPARE,
  compareEvent,
  compareUrl,
  ga4Item,
  priceDisplay,
  type Ga4EcommerceEvent,
} from '@shop/domain';
import { CompareTable } from '../components/compare/CompareTable.tsx';
import { trackEcommerce } from '../lib/analytics.ts';
import { compareRedirectTarget, readCompareForm, runCompareIntent } from '../lib/compare-intents.ts';
import { compareStore } from '../lib/compare-store.ts';
import { COMPARE_PAGE_COPY } from '../copy/pages/compare.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { optional } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { productPath } from '../lib/product-path.ts';
import { seoMeta } from '../lib/seo.ts';
import { useShellData } from '../lib/shell.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './compare.module.css';

export const handle = pageHandle('productComparison');

/** ?sku=a~b~c: skus joined by a tilde, each URL-encoded (a slash inside a sku arrives as %2F). */
export function parseSkuParam(value: string | null): string[] {
  const skus = (value ?? '')
    .split('~')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(skus)].slice(0, COMPARE.maxProducts);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const skus = parseSkuParam(new URL(request.url).searchParams.get('sku'));
  const data = skus.length > 0 ? await optional(api.compareProducts(skus)) : null;
  const ctx = priceContext(site, request);
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).comparePage.title,
      pageType: 'productComparison',
      path: '/compare',
      noIndex: true,
    }),
    columns: (data?.products ?? []).map((product) => ({
      product,
      href: productPath(product.uri),
      price: priceDisplay(product.price, ctx),
    })),
    attributes: data?.attributes ?? [],
  };
}

/**
 * 'Add to Compare' sent without scripts: the request's API client acts for the shopper (their cookies relayed, a new
 * list's cookie relayed back), then back to the page they were on (POST/redirect/GET), flagged when it added nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const form = await request.formData();
  const input = readCompareForm(form);
  const notice = await runCompareIntent(api, input);
  throw redirect(compareRedirectTarget(form.get('returnTo'), notice, input?.sku ?? null));
}

/**
 * With scripts the store makes the change through the browser API, so analytics, the limit dialog and the tray
 * behave as they always did. The toggles post without revalidation: no loader reads the compare list afterwards.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const input = readCompareForm(await request.formData());
  if (!input) return { ok: false };
  const store = compareStore();
  await (input.intent === 'add' ? store.add(input.sku) : store.remove(input.sku));
  return { ok: store.getState().error === null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { columns, attributes } = loaderData;
  const navigate = useNavigate();
  const copy = usePageCopy('comparePage', COMPARE_PAGE_COPY);
  const skus = columns.map((c) => c.product.sku);
  const { currency, theme, flags } = useShellData();
  // compare_products once per set of products compared, in the table's order.
  const compared =
    columns.length > 0
      ? JSON.stringify(
          compareEvent({
            event: 'compare_products',
            currency,
            items: columns.map((c) =>
              ga4Item(
                {
                  sku: c.product.sku,
                  title: c.product.title,
                  brand: c.product.brandName,
                  category: c.product.category,
                  price: c.price.kind === 'price' ? c.price.amount : 0,
                },
                theme,
              ),
            ),
          }),
        )
      : null;
  useEffect(() => {
    if (compared) trackEcommerce(JSON.parse(compared) as Ga4EcommerceEvent);
  }, [compared]);
  const onRemove = (sku: string) => {
    const store = compareStore();
    if (store.getState().skus.includes(sku)) void store.remove(sku);
    const rest = skus.filter((s) => s !== sku);
    void navigate(rest.length > 0 ? compareUrl(rest) : '/compare', { replace: true });
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.title}</h1>
      {columns.length === 0 ? (
        <div>
          <p>{copy.none}</p>
          <Link to="/">{copy.continueShopping}</Link>
        </div>
      ) : (
        <CompareTable
          columns={columns}
          attributes={attributes}
          onRemove={onRemove}
          canHighlight={flags.compareHighlightDifferences}
          defaultHighlight={flags.compareHighlightDifferences && flags.compareHighlightByDefault}
        />
      )}
    </div>
  );
}
