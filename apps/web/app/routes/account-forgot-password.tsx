import { useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account-forgot-password';
import { ForgotPasswordBody } from '@shop/contracts';
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
import { PASSWORD_COPY } from '../copy/pages/account.ts';
import { requestServices } from '../lib/context.server.ts';
import { callIdentity } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('resetPassword');
export const headers = noStoreHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const title = copyFor(site.theme).password.forgotTitle;
  return {
    seo: buildSeo(site, {
      title,
      pageType: 'resetPassword',
      path: '/account/forgot-password',
      noIndex: true,
    }),
    loginRoute: site.loginRoute,
  };
}

type ForgotResult =
  { ok: true } | { ok: false; message: string | null; emailError: string | null; email: string };

/**
 * The same confirmation whatever the e-mail (ADR 0021: no answer tells whether an address has an account); only a
 * malformed address or an unreachable service is reported.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ForgotResult> {
  const { site, identityFetch } = requestServices(context);
  const { email = '' } = formText(await request.formData(), ['email']);
  const parsed = ForgotPasswordBody.safeParse({ email });
  if (!parsed.success) {
    return {
      ok: false,
      message: null,
      emailError: firstErrorByField(parsed.error.issues)['email'] ?? null,
      email,
    };
  }
  const result = await callIdentity(site, '/api/account/forgotpassword', parsed.data, identityFetch);
  return result.ok ? { ok: true } : { ok: false, message: result.message, emailError: null, email };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const copy = usePageCopy('password', PASSWORD_COPY);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result && !result.ok ? result : null);
  if (result?.ok) {
    return (
      <div className={styles.page}>
        <FocusHeading focus>{copy.forgotDoneHeading}</FocusHeading>
        <p>{copy.forgotDone}</p>
        <p>
          <Link to={loaderData.loginRoute}>{copy.backToSignIn}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.forgotHeading}</h1>
      {result?.message ? <FocusMessage kind="alert">{result.message}</FocusMessage> : null}
      <p>{copy.forgotIntro}</p>
      <Form ref={formRef} method="post" className={styles.form} noValidate>
        <Field
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          required
          error={result?.emailError ?? undefined}
          defaultValue={result?.email}
        />
        <button type="submit" className={styles.button}>
          {copy.send}
        </button>
      </Form>
      <p>
        <Link to={loaderData.loginRoute}>{copy.backToSignIn}</Link>
      </p>
    </div>
  );
}
