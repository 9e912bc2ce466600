import type { Route } from './+types/promotions';
import { PromotionsPanel } from '../components/promotions/PromotionCard.tsx';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import catalogue from './catalogue.module.css';

export const handle = pageHandle('promotions');

export const PROMOTIONS_TITLE = 'Promotions';

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const { promotions } = await api.promotions();
  return {
    seo: buildSeo(site, {
      title: PROMOTIONS_TITLE,
      pageType: handle.pageType,
      path: '/promotions',
      description: 'Current offers, cashback and bonus rewards.',
    }),
    // Featured first (the API's order already is; kept stable here in case it is not).
    promotions: promotions.toSorted((a, b) => Number(b.featured) - Number(a.featured)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { promotions } = loaderData;
  return (
    <div className={catalogue.page}>
      <header className={catalogue.header}>
        <h1 className={catalogue.title} id="promotions-heading">
          {PROMOTIONS_TITLE}
        </h1>
      </header>
      {promotions.length === 0 ? (
        <p>There are no promotions running right now. Please check back soon.</p>
      ) : (
        <PromotionsPanel promotions={promotions} labelledBy="promotions-heading" />
      )}
    </div>
  );
}
