import { useEffect } from 'react';
import { redirect } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/cart';
import { cartErrorMessage, type Ga4EcommerceEvent } from '@shop/domain';
import { CartLineItem } from '../components/cart/CartLineItem.tsx';
import { CartRewards, CartSummary } from '../components/cart/CartSummary.tsx';
import { CouponBox } from '../components/cart/CouponBox.tsx';
import { VoucherLineItem } from '../components/cart/VoucherLineItem.tsx';
import { isVoucherIntent, runVoucherIntent } from '../components/cart/voucher-intent.ts';
import { BnplList } from '../components/price/BnplLines.tsx';
import { analyticsSite, trackEcommerce, trackEvent } from '../lib/analytics.ts';
import { browserApi } from '../lib/browser-api.ts';
import { cartChangeEvents, viewCartOf } from '../lib/cart-analytics.ts';
import { runCartIntent } from '../lib/cart-intents.ts';
import { cartStore, errorBodyOf } from '../lib/cart-store.ts';
import { fillCopy } from '../copy/fill.ts';
import { CART_PAGE_COPY } from '../copy/pages/cart.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { optional } from '../lib/page.server.ts';
import { loadPaymentOptions, payLaterLines } from '../lib/payment-options.server.ts';
import { saleImage } from '../lib/sale.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useShellData } from '../lib/shell.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from './cart.module.css';

export const handle = pageHandle('shoppingCart');

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const paymentOptions = loadPaymentOptions(api);
  const [cart, sale] = await Promise.all([
    api.cart().then(
      (c) => ({ cart: c, loadError: null }),
      (error: unknown) => ({ cart: null, loadError: cartErrorMessage(errorBodyOf(error)) }),
    ),
    optional(api.sale()),
  ]);
  // Pay-later lines for the total the summary shows (001 §4), with the page's data so they never arrive late (ADR 0054).
  const shown = cart.cart;
  const bnplAmount =
    shown && shown.errors.length === 0 && shown.products.length > 0 ? shown.orderTotal : null;
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).cartPage.title,
      pageType: 'shoppingCart',
      path: '/cart',
      noIndex: true,
    }),
    theme: site.theme,
    ...cart,
    // "Sales banners for the cart": the running sale's checkout banner placement (ADR 0013).
    banner: saleImage(sale, 'checkoutBanner', site.theme),
    bnpl: await payLaterLines(paymentOptions, bnplAmount, site.country, new Date()),
  };
}

/** Forms sent without scripts: the request's API client acts for the shopper, then back to the cart (PRG). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = requestServices(context);
  const form = await request.formData();
  const result = isVoucherIntent(form) ? await runVoucherIntent(api, form) : await runCartIntent(api, form);
  if (result.ok) throw redirect('/cart');
  return result;
}

/** With scripts the browser calls /api itself (the cart cookie is HttpOnly and same-origin). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  if (isVoucherIntent(form)) {
    const removed = await runVoucherIntent(browserApi(), form);
    if (removed.ok) cartStore().setCart(removed.cart);
    return removed;
  }
  const result = await runCartIntent(browserApi(), form);
  if (!result.ok) return result;
  const store = cartStore();
  const before = store.getState().cart;
  store.setCart(result.cart);
  for (const event of cartChangeEvents(result, before, analyticsSite())) trackEcommerce(event);
  if (result.intent === 'add') {
    store.open();
  } else if (result.intent === 'coupon-apply' && result.cart.couponCode) {
    trackEvent({ event: 'apply_coupon', coupon: result.cart.couponCode });
  }
  return result;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, loadError, banner, theme, bnpl } = loaderData;
  const copy = usePageCopy('cartPage', CART_PAGE_COPY);
  useEffect(() => {
    if (cart) cartStore().setCart(cart);
  }, [cart]);
  const shell = useShellData();
  // view_cart once per cart shown: again only when what it reports changes (not for each reload of the same cart).
  const viewCart = cart
    ? JSON.stringify(viewCartOf(cart, { currency: shell.currency, themeId: theme }))
    : null;
  useEffect(() => {
    if (viewCart) trackEcommerce(JSON.parse(viewCart) as Ga4EcommerceEvent);
  }, [viewCart]);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.title}</h1>
      {banner ? (
        <a href={banner.href ?? '/sale'} className={styles.banner}>
          <img src={banner.src} alt={banner.alt} width={1200} height={120} />
        </a>
      ) : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className={styles.errorBox}>
          {actionData.error}
        </p>
      ) : null}
      {loadError || !cart ? (
        <p role="alert" className={styles.errorBox}>
          {loadError}
        </p>
      ) : cart.products.length === 0 && cart.vouchers.length === 0 ? (
        <div className={styles.empty}>
          <p>{copy.empty}</p>
          <Link to="/" className={styles.continue}>
            {copy.continueShopping}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className={styles.subHeading}>
              {fillCopy(copy.inCart, {
                count: cart.productCount + cart.vouchers.length,
                noun: cart.productCount + cart.vouchers.length === 1 ? copy.item : copy.items,
              })}
            </h2>
            <ul className={styles.lines}>
              {cart.products.map((line) => (
                <CartLineItem key={line.lineId} line={line} themeId={theme} />
              ))}
              {cart.vouchers.map((v) => (
                <VoucherLineItem key={`voucher-${v.id}`} voucher={v} />
              ))}
            </ul>
            <Link
              to="/"
              className={styles.continue}
              onClick={() => trackEvent({ event: 'continue_shopping' })}
            >
              {copy.continueShopping}
            </Link>
          </section>
          <aside className={styles.aside} aria-label={copy.summary}>
            <CartRewards cart={cart} />
            <CouponBox cart={cart} />
            <CartSummary cart={cart} />
            {cart.errors.length === 0 ? <BnplList lines={bnpl} /> : null}
          </aside>
        </div>
      )}
    </div>
  );
}
