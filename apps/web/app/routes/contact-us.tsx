import { data, useLocation } from 'react-router';
import type { Route } from './+types/contact-us';
import { ApiError } from '@shop/contracts/web';
import { EnquiryForm } from '../components/enquiry/EnquiryForm.tsx';
import { enquiryValues, validateEnquiry } from '../components/enquiry/enquiry.ts';
import { fillCopy } from '../copy/fill.ts';
import { CONTACT_COPY } from '../copy/pages/enquiry.ts';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { requestServices } from '../lib/context.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';
import catalogue from './catalogue.module.css';
import styles from '../components/enquiry/Enquiry.module.css';

export const handle = pageHandle('contactUs');

type Source = 'contact-us' | 'ask-an-expert';

const sourceOf = (pathname: string): Source =>
  pathname.startsWith('/ask-an-expert') ? 'ask-an-expert' : 'contact-us';

function skuFrom(url: URL): string | undefined {
  const sku = url.searchParams.get('sku')?.trim();
  return sku && sku.length <= 64 ? sku : undefined;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const url = new URL(request.url);
  const source = sourceOf(url.pathname);
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).contact.title,
      pageType: handle.pageType,
      path: `/${source}`,
    }),
    country: site.country,
    supportNumber: site.customerSupportNumber,
    productSku: skuFrom(url),
    source,
  };
}

/** Validated with the API's own schema, then POSTed as JSON with the shopper's cookies (the request's API client). */
export async function action({ request, context }: Route.ActionArgs) {
  const { site, api } = requestServices(context);
  const url = new URL(request.url);
  const form = await request.formData();
  const values = enquiryValues(form);
  const sku = form.get('productSku');
  const check = validateEnquiry(values, {
    productSku: typeof sku === 'string' && sku ? sku : undefined,
    source: sourceOf(url.pathname),
    country: site.country,
  });
  if (!check.ok)
    return data({ ok: false as const, values, errors: check.errors, serverError: null }, { status: 400 });
  try {
    await api.sendEnquiry(check.body);
    return { ok: true as const, values: null, errors: {}, serverError: null };
  } catch (error) {
    const message =
      error instanceof ApiError && error.body
        ? error.status === 400 && error.body.errors.length > 0
          ? error.body.errors.join(' ')
          : error.body.message
        : copyFor(site.theme).contact.failed;
    return data({ ok: false as const, values, errors: {}, serverError: message }, { status: 502 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  const copy = usePageCopy('contact', CONTACT_COPY);
  return (
    <div className={catalogue.page}>
      <header className={catalogue.header}>
        <h1 className={catalogue.title}>{copy.title}</h1>
      </header>
      <p className={catalogue.description}>
        {copy.intro}
        {loaderData.supportNumber ? ` ${fillCopy(copy.callUs, { number: loaderData.supportNumber })}` : ''}
      </p>
      {loaderData.productSku ? <p>{fillCopy(copy.aboutSku, { sku: loaderData.productSku })}</p> : null}
      <div role="status">
        {actionData?.ok ? (
          <div className={`${styles.banner} ${styles.success}`}>
            <p>
              <strong>{copy.thanks}</strong> {copy.inTouch}
            </p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {actionData?.serverError ? (
          <div className={`${styles.banner} ${styles.failure}`}>
            <p>{actionData.serverError}</p>
          </div>
        ) : null}
      </div>
      {actionData?.ok ? null : (
        <EnquiryForm
          // A server answer remounts the form with the values and errors it returned.
          key={actionData ? `answered-${key}` : 'fresh'}
          source={loaderData.source}
          country={loaderData.country}
          productSku={loaderData.productSku}
          initial={actionData?.values ?? undefined}
          serverErrors={actionData?.errors}
          serverSubmitted={!!actionData}
        />
      )}
    </div>
  );
}
