import type { Route } from './+types/humm';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HowItWorks } from '../components/content/HowItWorks.tsx';
import styles from '../components/content/Content.module.css';
import { fillCopy } from '../copy/fill.ts';
import { HUMM_COPY, PAYMENT_OPTIONS_COPY } from '../copy/pages/payment-options.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { bnplExamples } from '../lib/bnpl-pages.server.ts';
import { loadPaymentOptions } from '../lib/payment-options.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('humm');

/** /humm (000 §2 page type humm): Humm's fortnightly plans (000 §9), in the range the payment configuration gives. */
export async function loader({ context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const examples = bnplExamples(await loadPaymentOptions(api));
  return {
    seo: buildSeo(site, { title: copyFor(site.theme).humm.title, pageType: handle.pageType, path: '/humm' }),
    origin: site.canonicalOrigin,
    companyName: site.companyName,
    humm: examples.humm,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function HummPage({ loaderData }: Route.ComponentProps) {
  const { humm, companyName } = loaderData;
  const copy = usePageCopy('humm', HUMM_COPY);
  const shared = usePageCopy('paymentOptions', PAYMENT_OPTIONS_COPY);
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title: copy.crumb, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.lead}>{fillCopy(copy.lead, { shortMax: humm.shortMax, max: humm.max })}</p>
      <div className={styles.panel}>
        <p>{fillCopy(copy.shortExample, humm.short)}</p>
        <p>{fillCopy(copy.longExample, humm.long)}</p>
        <p>{humm.range ? fillCopy(copy.range, humm.range) : copy.unavailable}</p>
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
