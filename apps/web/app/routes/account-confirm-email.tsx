import { useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account-confirm-email';
import { ResendConfirmEmailBody } from '@shop/contracts';
import { noStoreHeaders } from '../components/account/account-headers.ts';
import { firstErrorByField, formText } from '../components/account/field-errors.ts';
import {
  Field,
  FocusHeading,
  FocusMessage,
  formStyles as styles,
  useFocusFirstInvalid,
} from '../components/account/FormParts.tsx';
import { copyFor } from '../copy/themes.server.ts';
import { usePageCopy } from '../copy/use-copy.ts';
import { CONFIRM_EMAIL_COPY } from '../copy/pages/account.ts';
import { requestServices } from '../lib/context.server.ts';
import { callIdentity } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('accounts');
export const headers = noStoreHeaders;

const TOKEN_MAX = 512;

/** Opening the e-mailed link confirms the address; the link is single use, so a second visit shows the resend form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, identityFetch } = requestServices(context);
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const seo = buildSeo(site, {
    title: copyFor(site.theme).confirmEmail.title,
    pageType: 'accounts',
    path: '/account/confirm-email',
    noIndex: true,
  });
  const confirmed =
    token !== '' && token.length <= TOKEN_MAX
      ? (
          await callIdentity(
            site,
            `/api/account/confirmemail/${encodeURIComponent(token)}`,
            undefined,
            identityFetch,
          )
        ).ok
      : false;
  return { seo, confirmed, loginRoute: site.loginRoute };
}

type ResendResult =
  { ok: true; message: string } | { ok: false; message: string | null; emailError: string | null };

export async function action({ request, context }: Route.ActionArgs): Promise<ResendResult> {
  const { site, identityFetch } = requestServices(context);
  const { email = '' } = formText(await request.formData(), ['email']);
  const parsed = ResendConfirmEmailBody.safeParse({ email });
  if (!parsed.success) {
    return { ok: false, message: null, emailError: firstErrorByField(parsed.error.issues)['email'] ?? null };
  }
  const result = await callIdentity(site, '/api/account/resendconfirmemail', parsed.data, identityFetch);
  return result.ok
    ? { ok: true, message: result.message }
    : { ok: false, message: result.message, emailError: null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const copy = usePageCopy('confirmEmail', CONFIRM_EMAIL_COPY);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result && !result.ok ? result : null);
  if (loaderData.confirmed) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{copy.doneHeading}</h1>
        <p>
          <Link to={loaderData.loginRoute}>{copy.signIn}</Link>
        </p>
      </div>
    );
  }
  if (result?.ok) {
    return (
      <div className={styles.page}>
        <FocusHeading focus>{copy.resentHeading}</FocusHeading>
        <p>{result.message}</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.failedHeading}</h1>
      <p role="alert" className={styles.alert}>
        {copy.invalid}
      </p>
      {result?.message ? <FocusMessage kind="alert">{result.message}</FocusMessage> : null}
      <p>{copy.resendIntro}</p>
      <Form ref={formRef} method="post" className={styles.form} noValidate>
        <Field
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          required
          error={result?.emailError ?? undefined}
        />
        <button type="submit" className={styles.button}>
          {copy.resend}
        </button>
      </Form>
    </div>
  );
}
