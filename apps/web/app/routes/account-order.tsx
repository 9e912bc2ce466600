import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account-order';
import { ApiError } from '@shop/contracts/web';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { formStyles as styles } from '../components/account/FormParts.tsx';
import { OrderDetail } from '../components/account/OrderDetail.tsx';
import { fillCopy } from '../copy/fill.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { ACCOUNT_PAGE_COPY } from '../copy/pages/account.ts';
import { requestServices } from '../lib/context.server.ts';
import { requireSession, signInRedirect } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { isNotFound, notFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('OrderSummary');
export const headers = noStoreHeaders;

/** /account/orders/{id}: one of the signed-in account's orders; another account's order is as missing as none. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  requireSession(request, site);
  try {
    const order = await api.invoicedOrder(params.id);
    const title = fillCopy(copyFor(site.theme).account.orderTitle, { orderNumber: order.orderNumber });
    return {
      seo: buildSeo(site, {
        title,
        pageType: handle.pageType,
        path: `/account/orders/${order.id}`,
        noIndex: true,
      }),
      order,
      phone: site.customerSupportNumber,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signInRedirect(request, site, true);
    if (isNotFound(error) || (error instanceof ApiError && error.status === 400)) notFound();
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function AccountOrderPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('account', ACCOUNT_PAGE_COPY);
  const { order, phone } = loaderData;
  return (
    <div className={styles.widePage}>
      <p>
        <Link to="/account#orders-heading">{copy.backToAccount}</Link>
      </p>
      <h1 className={styles.heading}>{fillCopy(copy.orderTitle, { orderNumber: order.orderNumber })}</h1>
      <OrderDetail order={order} phone={phone} />
    </div>
  );
}
