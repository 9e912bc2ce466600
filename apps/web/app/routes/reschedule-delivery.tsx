import { useActionData } from 'react-router';
import type { Route } from './+types/reschedule-delivery';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { longDate } from '../components/confirmation/format.ts';
import { RescheduleForm } from '../components/confirmation/RescheduleForm.tsx';
import {
  loadRescheduleDates,
  rescheduleQuery,
  submitReschedule,
} from '../components/confirmation/reschedule.server.ts';
import styles from '../components/confirmation/Confirmation.module.css';
import { fillCopy } from '../copy/fill.ts';
import { RESCHEDULE_COPY } from '../copy/pages/confirmation.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('rescheduleDelivery');
// The order's dates and its e-mail token are personal: never kept by a browser cache or a CDN.
export const headers = noStoreHeaders;

/**
 * /customer/reschedule-delivery?orderNumber=&token= (issue 12): from the order e-mail's link (with its token) or the
 * signed-in account's order; another date until two working days before delivery.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const query = rescheduleQuery(new URL(request.url));
  const { closed, dates, current } = await loadRescheduleDates(api, query);
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).reschedule.title,
      pageType: handle.pageType,
      path: '/customer/reschedule-delivery',
      noIndex: true,
    }),
    orderNumber: query.orderNumber,
    token: query.token ?? null,
    closed,
    dates,
    current,
    phone: site.customerSupportNumber,
  };
}

/** The form posts here with or without scripts; the request's API client acts for the shopper (its cookies). */
export async function action({ request, context }: Route.ActionArgs) {
  const { site, api } = requestServices(context);
  return submitReschedule(
    api,
    await request.formData(),
    copyFor(site.theme).reschedule,
    site.customerSupportNumber,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function RescheduleDeliveryPage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy('reschedule', RESCHEDULE_COPY);
  const outcome = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.title}</h1>
      {outcome?.ok ? null : (
        <>
          <p>{fillCopy(copy.intro, { orderNumber: loaderData.orderNumber })}</p>
          {loaderData.current ? (
            <p>{fillCopy(copy.current, { date: longDate(loaderData.current) })}</p>
          ) : null}
        </>
      )}
      <RescheduleForm
        orderNumber={loaderData.orderNumber}
        token={loaderData.token}
        dates={loaderData.dates}
        closed={loaderData.closed}
        phone={loaderData.phone}
        outcome={outcome}
        copy={copy}
      />
    </div>
  );
}
