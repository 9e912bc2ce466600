import type { Route } from './+types/zip';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HowItWorks } from '../components/content/HowItWorks.tsx';
import styles from '../components/content/Content.module.css';
import { requestServices } from '../lib/context.server.ts';
import { bnplExamples } from '../lib/bnpl-pages.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('zipPay');

/** /zip and /zipmoney (000 §2): how paying with Zip works here, with the numbers the price block uses. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const path = new URL(request.url).pathname.toLowerCase().replace(/\/+$/, '');
  const title = path === '/zipmoney' ? 'Zip Money' : 'Zip';
  return {
    seo: buildSeo(site, { title: `Pay later with ${title}`, pageType: handle.pageType, path }),
    origin: site.canonicalOrigin,
    title,
    nz: site.country === 'NZ',
    companyName: site.companyName,
    examples: bnplExamples(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ZipPage({ loaderData }: Route.ComponentProps) {
  const { title, nz, examples, companyName } = loaderData;
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>Pay later with {title}</h1>
      {nz ? (
        <>
          <p className={styles.lead}>
            Take it home now and pay in 4 interest-free payments with Zip. The first payment is made when you
            order, the rest every 2 weeks.
          </p>
          <div className={styles.panel}>
            <p>
              For example, an order of {examples.fourPayments.total} is {examples.fourPayments.count} payments
              of {examples.fourPayments.amount}: today, then in 2, 4 and 6 weeks.
            </p>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>
            Zip lets you buy what you need today and pay it off over time, interest free for an offer period.
            Choose Zip at checkout, sign in or apply in minutes, and your order is on its way.
          </p>
          <div className={styles.panel}>
            <p>
              <strong>{examples.zipFlat}</strong> on purchases up to {examples.zipFlatMax}.
            </p>
            <p>
              Above that, the weekly amount depends on the repayment period of the current offer. For example,
              a {examples.zipLong.total} purchase over {examples.zipLong.months} months reads “
              {examples.zipLong.text}”.
            </p>
          </div>
        </>
      )}
      <HowItWorks
        steps={[
          { title: 'Shop', text: `Add your products to the cart at ${companyName} as usual.` },
          {
            title: 'Choose Zip',
            text: 'Select Zip as your payment method at checkout and log in or sign up.',
          },
          {
            title: 'Pay over time',
            text: 'Your repayments are managed in your Zip account. Pay more whenever you like.',
          },
        ]}
      />
      <p className={styles.small}>
        *Zip is offered by Zip Co and is subject to approval, terms and fees. Minimum monthly repayments are
        required. The product page shows what Zip offers for each product’s price.
      </p>
    </article>
  );
}
