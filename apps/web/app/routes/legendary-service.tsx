import { Link } from 'react-router';
import type { Route } from './+types/legendary-service';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import styles from '../components/content/Content.module.css';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('topic');

export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  return {
    seo: buildSeo(site, {
      title: 'Legendary service',
      pageType: handle.pageType,
      path: '/article/legendary-service',
      description: `What ${site.companyName} does before, during and after you buy: advice, delivery, installation and support.`,
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
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: 'Legendary service', uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>Legendary service</h1>
      <p className={styles.lead}>
        Buying an appliance or a piece of furniture is a decision you live with for years. At {companyName} we
        make it an easy one, from the first question to the day it is installed and long after.
      </p>
      <div className={styles.prose}>
        <h2>Advice from people who know</h2>
        <p>
          Our team is trained on the products we sell. Tell us about your kitchen, your laundry or your living
          room and we will help you compare sizes, features and running costs, so you buy what suits you
          rather than what is on the end of an aisle.
        </p>
        <h2>Delivery that fits your day</h2>
        <p>
          {nz
            ? 'We offer fast free delivery to most of New Zealand on thousands of products.'
            : 'We offer free next-day delivery to most metro areas on thousands of products.'}{' '}
          Choose a delivery date at checkout and we will let you know when we are on the way.
        </p>
        <h2>Installed and ready to use</h2>
        <p>
          Our installers can connect your new appliance, take away the packaging and remove your old one. Add
          installation when you order, or ask us what is possible for your home.
        </p>
        <h2>Here after you buy</h2>
        <p>
          If something is not right, talk to us. We will help with warranty claims, manufacturer service and
          returns, and we will keep you informed until it is sorted.
        </p>
        <h2>Talk to us</h2>
        <p>
          {phone ? (
            <>
              Call us on <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>, visit a store, or{' '}
            </>
          ) : (
            'Visit a store, or '
          )}
          <Link to="/products">browse our range online</Link>.
        </p>
      </div>
    </article>
  );
}
