import { data, useLocation } from 'react-router';
import type { Route } from './+types/contact-us';
import { ApiError } from '@shop/contracts/web';
import { EnquiryForm } from '../components/enquiry/EnquiryForm.tsx';
import { enquiryValues, validateEnquiry } from '../components/enquiry/enquiry.ts';
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
    seo: buildSeo(site, { title: 'Ask an expert', pageType: handle.pageType, path: `/${source}` }),
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
        : 'An error has occurred, please try again';
    return data({ ok: false as const, values, errors: {}, serverError: message }, { status: 502 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { key } = useLocation();
  return (
    <div className={catalogue.page}>
      <header className={catalogue.header}>
        <h1 className={catalogue.title}>Ask an expert</h1>
      </header>
      <p className={catalogue.description}>
        Tell us what you need and one of our product experts will get back to you, usually within one business
        day.
        {loaderData.supportNumber ? ` Prefer to talk? Call us on ${loaderData.supportNumber}.` : ''}
      </p>
      {loaderData.productSku ? <p>About product SKU: {loaderData.productSku}</p> : null}
      <div role="status">
        {actionData?.ok ? (
          <div className={`${styles.banner} ${styles.success}`}>
            <p>
              <strong>Thanks, we&rsquo;ve got your enquiry.</strong> An expert will be in touch soon.
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
