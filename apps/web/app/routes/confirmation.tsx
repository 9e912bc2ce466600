import type { Route } from './+types/confirmation';
import { ConfirmationQuery } from '@shop/contracts';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { OrderConfirmationView, rescheduleWay } from '../components/confirmation/OrderConfirmationView.tsx';
import { SurveyOptIn } from '../components/integrations/SurveyOptIn.tsx';
import { CONFIRMATION_COPY } from '../copy/pages/confirmation.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { isSignedInRequest } from '../lib/auth.server.ts';
import { requestServices } from '../lib/context.server.ts';
import { CheckoutHeader } from '../components/shell/CheckoutHeader.tsx';
import { pageHandle } from '../lib/page.ts';
import { notFound, orNotFound } from '../lib/page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('orderConfirmation', { checkoutHeader: CheckoutHeader });
// The order is the shopper's own: never kept by a browser cache or a CDN.
export const headers = noStoreHeaders;

/**
 * /customer/confirmation?id={cartId} (001 §2, §4): the API shows the order only to the browser or account that
 * placed it, so someone else's cart id, like an unknown one, is the not-found page with a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const query = ConfirmationQuery.safeParse({ id: new URL(request.url).searchParams.get('id') ?? '' });
  if (!query.success || query.data.id === '') notFound();
  const order = await orNotFound(api.checkoutConfirmation(query.data.id));
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).confirmation.title,
      pageType: handle.pageType,
      path: '/customer/confirmation',
      noIndex: true,
    }),
    order,
    // The API moves a delivery for the order's account or the holder of the e-mail's signed link, which the
    // confirmation carries for the browser that placed the order.
    reschedule: rescheduleWay(order, isSignedInRequest(request)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

// The purchase event is pushed by the checkout before it navigates here (001 §7); a reload must not count it again.
export default function ConfirmationPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('confirmation', CONFIRMATION_COPY);
  return (
    <>
      <OrderConfirmationView order={loaderData.order} reschedule={loaderData.reschedule} copy={copy} />
      <SurveyOptIn order={loaderData.order} />
    </>
  );
}
