import { Link } from '../lib/link.tsx';
import type { Route } from './+types/legendary-service';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import styles from '../components/content/Content.module.css';
import { fillCopy } from '../copy/fill.ts';
import { LEGENDARY_SERVICE_COPY } from '../copy/pages/legendary-service.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('topic');

export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const copy = copyFor(site.theme).legendaryService;
  return {
    seo: buildSeo(site, {
      title: copy.title,
      pageType: handle.pageType,
      path: '/article/legendary-service',
      description: fillCopy(copy.description, { company: site.companyName }),
    }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
    phone: site.customerSupportNumber,
    nz: site.country === 'NZ',
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function LegendaryService({ loaderData }: Route.ComponentProps) {
  const { companyName, phone, nz } = loaderData;
  const copy = usePageCopy('legendaryService', LEGENDARY_SERVICE_COPY);
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: copy.title, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.lead}>{fillCopy(copy.lead, { company: companyName })}</p>
      <div className={styles.prose}>
        <h2>{copy.adviceHeading}</h2>
        <p>{copy.advice}</p>
        <h2>{copy.deliveryHeading}</h2>
        <p>
          {nz ? copy.deliveryNz : copy.deliveryAu} {copy.deliveryDate}
        </p>
        <h2>{copy.installHeading}</h2>
        <p>{copy.install}</p>
        <h2>{copy.afterHeading}</h2>
        <p>{copy.after}</p>
        <h2>{copy.talkHeading}</h2>
        <p>
          {phone ? (
            <>
              {copy.callUs} <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
              {copy.orVisit}{' '}
            </>
          ) : (
            `${copy.visit} `
          )}
          <Link to="/products">{copy.browse}</Link>.
        </p>
      </div>
    </article>
  );
}
