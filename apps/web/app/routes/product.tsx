import { Suspense } from 'react';
import { Await, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/product';
import { AddToCartForm } from '../components/cart/AddToCartForm.tsx';
import { UpsellChoices } from '../components/cart/UpsellChoices.tsx';
import { CompareToggle } from '../components/compare/CompareToggle.tsx';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HtmlContent } from '../components/content/HtmlContent.tsx';
import { LocationWidget } from '../components/location/LocationWidget.tsx';
import { ProductSalePlacements } from '../components/promotions/ProductSalePlacements.tsx';
import { PriceBlock } from '../components/price/PriceBlock.tsx';
import { PromiseModals } from '../components/price/PromiseModals.tsx';
import { Features } from '../components/product/Features.tsx';
import { Gallery } from '../components/product/Gallery.tsx';
import { JsonLd } from '../components/product/JsonLd.tsx';
import { PriceHistory, toPriceHistoryView } from '../components/product/PriceHistory.tsx';
import { ProductFacts } from '../components/product/ProductFacts.tsx';
import { ProductSkeleton, SectionSkeleton } from '../components/product/ProductSkeleton.tsx';
import { RibbonBadge } from '../components/product/RibbonBadge.tsx';
import { Specifications } from '../components/product/Specifications.tsx';
import { StickyAddToCart } from '../components/product/StickyAddToCart.tsx';
import { Upsells } from '../components/product/Upsells.tsx';
import { ViewItemEvent } from '../components/product/ViewItemEvent.tsx';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { optional } from '../lib/page.server.ts';
import { orRedirect } from '../lib/redirects.server.ts';
import { loadPaymentOptions, payLaterLines } from '../lib/payment-options.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { productExtras, productPageData } from '../lib/product-page.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { useShellData } from '../lib/shell.ts';
import styles from './product.module.css';

export const handle = pageHandle('product');

const BUY_BOX_FORM = 'buy-box-cart';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  // The buy box arrives whole (ADR 0054): the pay-later lines under the price and the warranty and installation
  // choices of its form are asked for beside the product's own reads, and the page waits for them.
  const paymentOptions = loadPaymentOptions(api);
  const product = await orRedirect(api, new URL(request.url), api.productBySlug(params.productUri));
  const upsells = optional(api.upsellOptions(product.sku));
  const extras = await productExtras(api, product);
  const price = priceContext(site, request);
  const now = new Date();
  const page = productPageData({ site, product, ...extras, price, now });
  return {
    ...page,
    bnpl: await payLaterLines(paymentOptions, page.price.bnplAmount, site.country, now),
    upsells: await upsells,
    // Streamed after the first paint, far below the fold; its section shows a skeleton meanwhile.
    priceHistory: optional(api.priceHistory(product.sku)).then(toPriceHistoryView),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  // The brand's feature flags decide the price match and the price history (000 §7).
  const { flags } = useShellData();
  const next = navigation.location?.pathname;
  if (navigation.state === 'loading' && next?.startsWith('/p/') && next !== location.pathname) {
    return <ProductSkeleton />;
  }
  const { product, price, loginHref } = loaderData;
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={loaderData.trail} origin={loaderData.origin} />
      <JsonLd data={loaderData.jsonLd} />
      <ViewItemEvent product={product} display={price.display} />
      <div className={styles.top}>
        <Gallery images={product.images} title={product.title} />
        <div className={styles.summary}>
          <p className={styles.brand}>
            {product.manufacturer.thumbnail ? (
              <img
                src={product.manufacturer.thumbnail}
                alt=""
                width={80}
                height={32}
                className={styles.brandLogo}
              />
            ) : null}
            <span>{product.brand}</span>
          </p>
          <h1 className={styles.title}>{product.title}</h1>
          <p className={styles.sku}>SKU: {product.sku}</p>
          {product.ribbon ? <RibbonBadge ribbon={product.ribbon} /> : null}
          <div id="buy-box" className={styles.buyBox}>
            <PriceBlock price={price} loginHref={loginHref} bnpl={loaderData.bnpl} />
            <ProductSalePlacements ribbon={product.ribbon} />
            <PromiseModals
              promise={loaderData.promise}
              priceMatch={flags.priceMatch ? loaderData.priceMatch : null}
            />
            <ProductFacts
              conditionType={product.conditionType}
              missingParts={product.missingParts}
              stockStatus={product.stockStatus}
            />
            {price.display.kind === 'price' ? (
              <AddToCartForm
                sku={product.sku}
                title={product.title}
                formId={BUY_BOX_FORM}
                buttonClassName={styles.cartButton}
              >
                <UpsellChoices options={loaderData.upsells} showPrices />
              </AddToCartForm>
            ) : null}
            <CompareToggle sku={product.sku} title={product.title} />
            <LocationWidget titleCaseCity />
          </div>
        </div>
      </div>
      {product.description ? (
        <section className={styles.section} aria-labelledby="overview-heading">
          <h2 id="overview-heading" className={styles.sectionHeading}>
            Overview
          </h2>
          <HtmlContent html={product.description} />
        </section>
      ) : null}
      <Features features={loaderData.features} />
      <Specifications groups={loaderData.specifications} />
      <Upsells options={loaderData.upsells} showPrices={price.display.kind === 'price'} />
      {flags.priceHistory ? (
        <Suspense fallback={<SectionSkeleton label="Loading price history" />}>
          <Await resolve={loaderData.priceHistory}>{(history) => <PriceHistory history={history} />}</Await>
        </Suspense>
      ) : null}
      <StickyAddToCart
        targetId="buy-box"
        formId={BUY_BOX_FORM}
        sku={product.sku}
        title={product.title}
        priceText={price.display.text}
        canAdd={price.display.kind === 'price'}
      />
    </div>
  );
}
