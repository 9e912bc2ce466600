import type { Route } from './+types/afterpay';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HowItWorks } from '../components/content/HowItWorks.tsx';
import styles from '../components/content/Content.module.css';
import { fillCopy } from '../copy/fill.ts';
import { AFTERPAY_COPY, PAYMENT_OPTIONS_COPY } from '../copy/pages/payment-options.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { bnplExamples } from '../lib/bnpl-pages.server.ts';
import { loadPaymentOptions } from '../lib/payment-options.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('afterpay');

/** /afterpay (000 §2): how paying with Afterpay works here, with the range the payment configuration gives. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).afterpay.title,
      pageType: handle.pageType,
      path: '/afterpay',
    }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
    examples: bnplExamples(await loadPaymentOptions(api)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function AfterpayPage({ loaderData }: Route.ComponentProps) {
  const { examples, companyName } = loaderData;
  const copy = usePageCopy('afterpay', AFTERPAY_COPY);
  const shared = usePageCopy('paymentOptions', PAYMENT_OPTIONS_COPY);
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: copy.crumb, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.lead}>{copy.lead}</p>
      <div className={styles.panel}>
        <p>{fillCopy(copy.example, examples.fourPayments)}</p>
        <p>{examples.afterpay ? fillCopy(copy.upTo, examples.afterpay) : copy.unavailable}</p>
      </div>
      <HowItWorks
        steps={[
          { title: shared.shop, text: fillCopy(copy.shopStep, { company: companyName }) },
          { title: copy.chooseTitle, text: copy.chooseStep },
          { title: copy.payTitle, text: copy.payStep },
        ]}
      />
      <p className={styles.small}>{copy.terms}</p>
    </article>
  );
}
