import type { Route } from './+types/afterpay';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HowItWorks } from '../components/content/HowItWorks.tsx';
import styles from '../components/content/Content.module.css';
import { requestServices } from '../lib/context.server.ts';
import { bnplExamples } from '../lib/bnpl-pages.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('afterpay');

export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  return {
    seo: buildSeo(site, { title: 'Pay in 4 with Afterpay', pageType: handle.pageType, path: '/afterpay' }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
    examples: bnplExamples(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function AfterpayPage({ loaderData }: Route.ComponentProps) {
  const { examples, companyName } = loaderData;
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: 'Afterpay', uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>Pay in 4 with Afterpay</h1>
      <p className={styles.lead}>
        Get it now and pay for it in 4 interest-free payments, one every 2 weeks. There is nothing extra to
        pay when you pay on time.
      </p>
      <div className={styles.panel}>
        <p>
          For example, an order of {examples.fourPayments.total} is {examples.fourPayments.count} payments of{' '}
          {examples.fourPayments.amount}: the first when you order, then in 2, 4 and 6 weeks.
        </p>
        <p>Afterpay is available on orders up to {examples.afterpayMax}.</p>
      </div>
      <HowItWorks
        steps={[
          { title: 'Shop', text: `Add your products to the cart at ${companyName}.` },
          {
            title: 'Choose Afterpay',
            text: 'Select Afterpay at checkout and log in or sign up in a few steps.',
          },
          {
            title: 'Pay every 2 weeks',
            text: 'Your first payment is taken when you order; the other three follow automatically.',
          },
        ]}
      />
      <p className={styles.small}>
        Afterpay is offered by Afterpay and is subject to approval and its terms. Late fees may apply if a
        payment is missed.
      </p>
    </article>
  );
}
