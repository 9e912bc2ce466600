import { Link } from '../lib/link.tsx';
import { CategoryLinks } from '../components/content/CategoryLinks.tsx';
import type { Route } from './+types/promotion';
import { offerEndsText, tryCalendarDate, formatDdMmYyyy } from '@shop/domain';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HtmlContent } from '../components/content/HtmlContent.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { toProductTile } from '../components/ProductTile.tsx';
import { RibbonBadge } from '../components/product/RibbonBadge.tsx';
import { promotionPath } from '../components/promotions/PromotionCard.tsx';
import { RedemptionLink } from '../components/promotions/RedemptionLink.tsx';
import { fillCopy } from '../copy/fill.ts';
import { PROMOTION_COPY } from '../copy/pages/promotions.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { orNotFound, sitePath } from '../lib/page.server.ts';
import { priceContext } from '../lib/price-context.server.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import styles from '../components/promotions/Promotions.module.css';

export const handle = pageHandle('promoPage');

function categoryTitle(uri: string): string {
  const last = uri.split('/').filter(Boolean).at(-1) ?? uri;
  return last.replace(/-/g, ' ').replace(/^\p{L}/u, (c) => c.toUpperCase());
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const promo = await orNotFound(api.promotion(params.uri));
  const claimBy = tryCalendarDate(promo.redemptionEndDate);
  return {
    seo: buildSeo(site, {
      title: promo.title,
      pageType: handle.pageType,
      path: promotionPath(promo.path),
      image: promo.thumbnailImg ? { src: promo.thumbnailImg, size: 'large' } : null,
    }),
    origin: site.canonicalOrigin,
    loginHref: sitePath(site.loginRoute),
    promotion: {
      title: promo.title,
      ribbon: promo.ribbon,
      brand: promo.brand,
      thumbnailImg: promo.thumbnailImg,
      rewardLabel: promo.rewardLabel,
      body: promo.body,
      isCurrent: promo.isCurrent,
      offerEnds: offerEndsText(promo.startDate, promo.endDate),
      redemption: promo.redemption && promo.childHasActiveRedemption ? promo.redemption : null,
      claimBy: claimBy ? formatDdMmYyyy(claimBy) : null,
      categories: promo.categories.map((uri) => ({ uri, title: categoryTitle(uri) })),
    },
    products: promo.products.map((p) => toProductTile(p, priceContext(site, request))),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function PromotionPage({ loaderData, params }: Route.ComponentProps) {
  const { promotion: p, products } = loaderData;
  const copy = usePageCopy('promotion', PROMOTION_COPY);
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { title: copy.promotions, uri: '/promotions' },
          { title: p.title, uri: '' },
        ]}
        origin={loaderData.origin}
      />
      <div className={styles.hero}>
        <div className={styles.heroText}>
          {p.ribbon ? <RibbonBadge ribbon={p.ribbon} /> : null}
          <h1 className={styles.cardTitle}>{p.title}</h1>
          {p.brand ? (
            <p className={styles.brand}>
              <Link to={`/brands/${p.brand.uri}`}>{p.brand.name}</Link>
            </p>
          ) : null}
          {p.rewardLabel ? <p className={styles.reward}>{p.rewardLabel}</p> : null}
          {!p.isCurrent ? <p className={styles.ends}>{copy.notRunning}</p> : null}
          {p.offerEnds ? <p className={styles.ends}>{p.offerEnds}</p> : null}
          {p.redemption ? (
            <>
              <RedemptionLink href={p.redemption} title={p.title} />
              {p.claimBy ? (
                <p className={styles.ends}>{fillCopy(copy.claimBy, { date: p.claimBy })}</p>
              ) : null}
            </>
          ) : null}
        </div>
        {p.thumbnailImg ? (
          <img className={styles.heroImage} src={p.thumbnailImg} alt="" width={560} height={336} />
        ) : null}
      </div>
      {p.body ? <HtmlContent html={p.body} /> : null}
      {p.categories.length > 0 ? (
        <nav aria-labelledby="promo-categories">
          <h2 id="promo-categories" className={styles.sectionHeading}>
            {copy.categories}
          </h2>
          <CategoryLinks categories={p.categories} className={styles.categories} />
        </nav>
      ) : null}
      {products.length > 0 ? (
        <section aria-labelledby="promo-products">
          <h2 id="promo-products" className={styles.sectionHeading}>
            {copy.products}
          </h2>
          <ProductGrid
            products={products}
            labelledBy="promo-products"
            loginHref={loaderData.loginHref}
            list={{ id: `/promotion/${params.uri}`, name: p.title }}
            headingLevel={3}
          />
        </section>
      ) : null}
    </div>
  );
}
