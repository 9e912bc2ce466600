import type { Route } from './+types/promotions';
import { PromotionsPanel } from '../components/promotions/PromotionCard.tsx';
import { PROMOTIONS_COPY } from '../copy/pages/promotions.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import catalogue from './catalogue.module.css';

export const handle = pageHandle('promotions');

export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const { promotions } = await api.promotions();
  const copy = copyFor(site.theme).promotions;
  return {
    seo: buildSeo(site, {
      title: copy.title,
      pageType: handle.pageType,
      path: '/promotions',
      description: copy.description,
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
  const copy = usePageCopy('promotions', PROMOTIONS_COPY);
  return (
    <div className={catalogue.page}>
      <header className={catalogue.header}>
        <h1 className={catalogue.title} id="promotions-heading">
          {copy.title}
        </h1>
      </header>
      {promotions.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <PromotionsPanel promotions={promotions} labelledBy="promotions-heading" />
      )}
    </div>
  );
}
