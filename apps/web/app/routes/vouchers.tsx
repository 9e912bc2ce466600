import { redirect, useNavigation } from 'react-router';
import type { Route } from './+types/vouchers';
import { formatPrice, VOUCHER_LIMITS } from '@shop/domain';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { VoucherForm } from '../components/cart/VoucherForm.tsx';
import { submitVoucherForm } from '../components/cart/voucher-form.ts';
import styles from '../components/content/Content.module.css';
import { browserApi } from '../lib/browser-api.ts';
import { cartStore } from '../lib/cart-store.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('vouchers');

const TITLE = 'Gift vouchers';

/** /vouchers (000 §2 page type vouchers): buy a gift voucher, e-mailed to its recipient once the order is paid. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  return {
    seo: buildSeo(site, { title: TITLE, pageType: handle.pageType, path: '/vouchers' }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
  };
}

/** Without scripts: checked and added by the request's API client, then on to the cart (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const result = await submitVoucherForm(api, await request.formData());
  if (result.ok) throw redirect('/cart');
  return result;
}

/** With scripts: the browser adds it itself, the header's cart count follows, and the page stays for another. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const result = await submitVoucherForm(browserApi(), await request.formData());
  if (result.ok) cartStore().setCart(result.cart);
  return result;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function VouchersPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/vouchers') === true;
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: TITLE, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>
        Give a gift voucher from {loaderData.companyName}, of {formatPrice(VOUCHER_LIMITS.minDollars)} to{' '}
        {formatPrice(VOUCHER_LIMITS.maxDollars)}. Once your order is paid we e-mail its code to the person it
        is for, with your message; they spend it at checkout, in one go or over several orders, for up to{' '}
        {VOUCHER_LIMITS.validYears} years.
      </p>
      <VoucherForm result={actionData} busy={busy} />
    </article>
  );
}
