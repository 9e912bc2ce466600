import { data, useLocation } from 'react-router';
import { ApiError } from '@shop/contracts/web';
import { MARGIN_BAND_RULES, formatMarginBand, formatPrice } from '@shop/domain';
import type { Route } from './+types/staff-product-page';
import { postToParent } from '../components/staff/panel-messages.ts';
import { StaffOnly, StaffPage } from '../components/staff/StaffPage.tsx';
import { staffPageData } from '../components/staff/staff-page.server.ts';
import styles from '../components/staff/StaffPage.module.css';
import { STAFF_PAGES_COPY } from '../copy/pages/staff.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';

/** The stock per warehouse table (docs/decisions/0033). */
export const WAREHOUSE_COPY = {
  caption: 'Stock on hand per warehouse',
  warehouse: 'Warehouse',
  state: 'State',
  onHand: 'On hand',
  total: 'Total',
  none: 'No warehouse holds this product.',
  unavailable: 'Stock per warehouse could not be loaded. Please try again.',
} as const;

/** The margin band (issue 14, docs/decisions/0035): staff only, like the whole page. */
export const MARGIN_COPY = {
  heading: 'Margin',
  explain: "The margin is the share of the price the shop keeps after the product's cost. The bands:",
  band: (letter: string) => `Band ${letter}`,
  staffOnly: 'For staff only: never show or quote the margin or the cost to a customer.',
  none: 'No margin band: this product has no cost price or no price on file.',
  unavailable: 'The margin band could not be loaded. Please try again.',
} as const;

/** 000 §7 'product-page?sku': what staff need beside a product: its stock per warehouse, its price over time and its upsells. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requestServices(context);
  const sku = new URL(request.url).searchParams.get('sku')?.trim().slice(0, 64) ?? '';
  return staffPageData(request, api, async () => {
    const product = sku
      ? await api.productBySku(sku).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        })
      : null;
    if (!product) throw data({ allowed: true as const, product: null }, { status: 404 });
    const [extended, stock, history, upsells] = await Promise.all([
      api.productExtended(product.productId),
      api.staffProductStock(product.sku).catch((error: unknown) => {
        // A refusal is the page's answer ('Staff only'); any other failure only leaves the table out.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
        return null;
      }),
      api.priceHistory(product.sku).catch(() => null),
      api.upsellOptions(product.sku).catch(() => null),
    ]);
    return {
      product: {
        sku: product.sku,
        title: product.title,
        slug: product.slug,
        price: product.price,
        stockStatus: extended.stockStatus,
      },
      warehouses: stock ? { rows: stock.warehouses, total: stock.total } : null,
      margin: stock ? { band: stock.margin } : null,
      history: history?.points ?? [],
      upsells: upsells
        ? [...upsells.warranties, ...upsells.installs].map((u) => ({ name: u.name, price: u.price }))
        : [],
    };
  });
}

export default function StaffProductPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('staffPages', STAFF_PAGES_COPY);
  const location = useLocation();
  if (!loaderData.allowed) return <StaffOnly />;
  const { product, warehouses, margin, history, upsells } = loaderData;
  const inPanel = new URLSearchParams(location.search).has('parent_base_url');
  return (
    <StaffPage title={`${copy.productTitle}: ${product.title}`}>
      <p>
        {product.sku} · {formatPrice(product.price)}{' '}
        {inPanel ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => postToParent({ type: 'staff:navigate', path: `/p/${product.slug}` })}
          >
            {copy.openInShop}
          </button>
        ) : null}
      </p>
      <h2>{copy.stock}</h2>
      <dl>
        <dt>{copy.stockStatus}</dt>
        <dd>{product.stockStatus}</dd>
      </dl>
      {warehouses === null ? (
        <p>{WAREHOUSE_COPY.unavailable}</p>
      ) : warehouses.rows.length === 0 ? (
        <p>{WAREHOUSE_COPY.none}</p>
      ) : (
        <table className={styles.table}>
          <caption>{WAREHOUSE_COPY.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{WAREHOUSE_COPY.warehouse}</th>
              <th scope="col">{WAREHOUSE_COPY.state}</th>
              <th scope="col" className={styles.number}>
                {WAREHOUSE_COPY.onHand}
              </th>
            </tr>
          </thead>
          <tbody>
            {warehouses.rows.map((w) => (
              <tr key={w.name}>
                <th scope="row">{w.name}</th>
                <td>{w.state}</td>
                <td className={styles.number}>{w.onHand}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {WAREHOUSE_COPY.total}
              </th>
              <td className={styles.number}>{warehouses.total}</td>
            </tr>
          </tfoot>
        </table>
      )}
      <h2>{MARGIN_COPY.heading}</h2>
      {margin === null ? (
        <p>{MARGIN_COPY.unavailable}</p>
      ) : margin.band === null ? (
        <p>{MARGIN_COPY.none}</p>
      ) : (
        <p>
          <strong>{formatMarginBand(margin.band)}</strong>
        </p>
      )}
      <p>{MARGIN_COPY.explain}</p>
      <dl>
        {MARGIN_BAND_RULES.map((rule) => (
          <div key={rule.band}>
            <dt>{MARGIN_COPY.band(rule.band)}</dt>
            <dd>{rule.meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{MARGIN_COPY.staffOnly}</p>
      <h2>{copy.priceHistory}</h2>
      {history.length === 0 ? (
        <p>{copy.noPriceHistory}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{copy.priceDate}</th>
              <th scope="col" className={styles.number}>
                {copy.price}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((point) => (
              <tr key={point.date}>
                <td>{point.date}</td>
                <td className={styles.number}>{formatPrice(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{copy.upsells}</h2>
      {upsells.length === 0 ? (
        <p>{copy.noUpsells}</p>
      ) : (
        <ul className={styles.list}>
          {upsells.map((upsell) => (
            <li key={upsell.name} className={styles.item}>
              <span className={styles.itemText}>{upsell.name}</span>
              <span>{formatPrice(upsell.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
