import { useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/checkout';
import { ApiError } from '@shop/contracts/web';
import { cartErrorMessage, checkoutErrorMessage, CHECKOUT_PATHS, providerReturnMessage } from '@shop/domain';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { CheckoutPage } from '../components/checkout/CheckoutPage.tsx';
import { useProviderReturn } from '../components/checkout/use-provider-return.ts';
import { CHECKOUT_PAGE_COPY } from '../copy/pages/checkout.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { errorBodyOf } from '../lib/cart-store.ts';
import { providerReturnOf } from '../lib/checkout-provider-return.server.ts';
import { requestServices } from '../lib/context.server.ts';
import { loadPaymentOptions } from '../lib/payment-options.server.ts';
import { CheckoutHeader } from '../components/shell/CheckoutHeader.tsx';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from '../components/checkout/Checkout.module.css';

// /customer/checkout (001 §2): the page is personal (the shopper's cart and details), so it is never cached.
export const handle = pageHandle('checkout', { checkoutHeader: CheckoutHeader });
export const headers = noStoreHeaders;

/** 3-D Secure refused (`?payment=refused`) and a cancelled provider payment (`?status=CANCELLED`), 001 §2 and §8. */
function noticesFrom(url: URL, phone: string): string[] {
  const notices: string[] = [];
  if (url.searchParams.get('payment') === 'refused') notices.push(checkoutErrorMessage(401, phone));
  const cancelled = providerReturnMessage(url.searchParams.get('status'));
  if (cancelled) notices.push(cancelled);
  return notices;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const seo = buildSeo(site, {
    title: copyFor(site.theme).checkoutPage.title,
    pageType: 'checkout',
    path: CHECKOUT_PATHS.checkout,
    noIndex: true,
  });
  const base = { seo, theme: site.theme, country: site.country };
  try {
    // The process's copy of the providers' configuration (the pay-later pages read the same one); without it no
    // provider is offered (001 §9: usable only when enabled with details).
    const [cart, view, paymentOptions] = await Promise.all([
      api.cart(),
      api.checkoutView(),
      loadPaymentOptions(api),
    ]);
    const phone = view.customerSupportNumber || site.customerSupportNumber;
    const url = new URL(request.url);
    return {
      ...base,
      cart,
      view,
      paymentOptions,
      providerReturn: providerReturnOf(url),
      loadError: null,
      notices: noticesFrom(url, phone),
    };
  } catch (error) {
    // An empty or missing cart has nothing to check out; anything else is the cart's own message (001 §8).
    const empty = error instanceof ApiError && error.status === 404;
    return {
      ...base,
      cart: null,
      view: null,
      paymentOptions: null,
      providerReturn: null,
      loadError: empty ? null : cartErrorMessage(errorBodyOf(error)),
      notices: [],
    };
  }
}

/**
 * The cart's forms (coupon box, drawer lines) post to /cart; the page itself then reloads this view once, debounced
 * (components/checkout/use-cart-refresh.ts), so the router's own reload after those posts would be a duplicate call.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/cart') return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { cart, view, paymentOptions, providerReturn, loadError, notices, theme, country } = loaderData;
  const copy = usePageCopy('checkoutPage', CHECKOUT_PAGE_COPY);
  const revalidator = useRevalidator();
  const returned = useProviderReturn(providerReturn, theme);
  if (returned.phase === 'confirming') {
    return (
      <div className={styles.layout}>
        <div>
          <h1 className={styles.heading}>{copy.title}</h1>
          <p role="status" aria-busy="true" className={styles.busy}>
            {copy.confirmingPayment}
          </p>
        </div>
      </div>
    );
  }
  const shown = returned.phase === 'failed' ? [...notices, returned.message] : notices;
  if (!cart || !view || (cart.products.length === 0 && cart.vouchers.length === 0)) {
    return (
      <div className={styles.layout}>
        <div>
          <h1 className={styles.heading}>{copy.title}</h1>
          {loadError || shown.length > 0 ? (
            <div role="alert" className={styles.errorBox}>
              {[loadError, ...shown].filter(Boolean).map((m) => (
                <p key={m}>{m}</p>
              ))}
            </div>
          ) : null}
          {loadError ? null : <p>{copy.emptyCart}</p>}
          <Link to="/">{copy.continueShopping}</Link>
        </div>
      </div>
    );
  }
  return (
    <CheckoutPage
      view={view}
      cart={cart}
      themeId={theme}
      country={country}
      notices={shown}
      paymentOptions={paymentOptions}
      reload={() => void revalidator.revalidate()}
      returnedFromProvider={
        providerReturn !== null && (providerReturn.status === 'CANCELLED' || returned.phase === 'failed')
      }
    />
  );
}
