import type { Route } from './+types/zip';
import { Breadcrumbs } from '../components/breadcrumbs/Breadcrumbs.tsx';
import { HowItWorks } from '../components/content/HowItWorks.tsx';
import styles from '../components/content/Content.module.css';
import { fillCopy } from '../copy/fill.ts';
import { PAYMENT_OPTIONS_COPY, ZIP_COPY } from '../copy/pages/payment-options.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { bnplExamples } from '../lib/bnpl-pages.server.ts';
import { loadPaymentOptions } from '../lib/payment-options.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('zipPay');

/** /zip and /zipmoney (000 §2): how paying with Zip works here, with the numbers the price block uses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, api } = requestServices(context);
  const path = new URL(request.url).pathname.toLowerCase().replace(/\/+$/, '');
  const copy = copyFor(site.theme).zip;
  const title = path === '/zipmoney' ? copy.zipMoney : copy.zip;
  return {
    seo: buildSeo(site, { title: fillCopy(copy.title, { title }), pageType: handle.pageType, path }),
    origin: site.canonicalOrigin,
    title,
    nz: site.country === 'NZ',
    companyName: site.companyName,
    examples: bnplExamples(await loadPaymentOptions(api)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ZipPage({ loaderData }: Route.ComponentProps) {
  const { title, nz, examples, companyName } = loaderData;
  const copy = usePageCopy('zip', ZIP_COPY);
  const shared = usePageCopy('paymentOptions', PAYMENT_OPTIONS_COPY);
  return (
    <article className={styles.page}>
      <Breadcrumbs trail={[{ title, uri: '' }]} origin={loaderData.origin} />
      <h1 className={styles.title}>{fillCopy(copy.title, { title })}</h1>
      {nz ? (
        <>
          <p className={styles.lead}>{copy.nzLead}</p>
          <div className={styles.panel}>
            <p>{fillCopy(copy.nzExample, examples.fourPayments)}</p>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.panel}>
            <p>
              <strong>{examples.zipFlat}</strong> {fillCopy(copy.flatUpTo, { max: examples.zipFlatMax })}
            </p>
            <p>{fillCopy(copy.longExample, examples.zipLong)}</p>
          </div>
        </>
      )}
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
