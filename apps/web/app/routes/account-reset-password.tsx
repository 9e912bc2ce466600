import { useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account-reset-password';
import { ResetPasswordBody } from '@shop/contracts';
import { passwordProblem, PASSWORD_MESSAGES } from '@shop/domain';
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
import { PASSWORD_COPY, SIGN_IN_COPY } from '../copy/pages/account.ts';
import { requestServices } from '../lib/context.server.ts';
import { callIdentity } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('resetPassword');
export const headers = noStoreHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const title = copyFor(site.theme).password.resetTitle;
  return {
    seo: buildSeo(site, { title, pageType: 'resetPassword', path: '/account/reset-password', noIndex: true }),
    token: new URL(request.url).searchParams.get('token') ?? '',
    loginRoute: site.loginRoute,
  };
}

type ResetResult = { ok: true } | { ok: false; message: string | null; fields: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs): Promise<ResetResult> {
  const { site, identityFetch } = requestServices(context);
  const copy = copyFor(site.theme).password;
  const form = formText(await request.formData(), ['token', 'password', 'repeatPassword']);
  const parsed = ResetPasswordBody.safeParse({ token: form['token'], password: form['password'] });
  const fields = parsed.success ? {} : firstErrorByField(parsed.error.issues);
  // The length rule is checked here too; the common-password list is the service's, so that one comes back from it.
  const problem = passwordProblem(form['password'] ?? '');
  if (!fields['password'] && problem) fields['password'] = PASSWORD_MESSAGES[problem];
  if (!fields['password'] && form['password'] !== form['repeatPassword'])
    fields['repeatPassword'] = copy.mismatch;
  if (fields['token']) return { ok: false, message: fields['token'], fields: {} };
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, message: null, fields };
  const result = await callIdentity(site, '/api/account/resetpassword', parsed.data, identityFetch);
  return result.ok ? { ok: true } : { ok: false, message: result.message, fields: {} };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const copy = usePageCopy('password', PASSWORD_COPY);
  const signInCopy = usePageCopy('signIn', SIGN_IN_COPY);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result && !result.ok ? result : null);
  if (result?.ok) {
    return (
      <div className={styles.page}>
        <FocusHeading focus>{copy.resetDoneHeading}</FocusHeading>
        <p>{copy.resetDone}</p>
        <p>
          <Link to={loaderData.loginRoute}>{copy.signIn}</Link>
        </p>
      </div>
    );
  }
  const fields = result?.fields ?? {};
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.resetHeading}</h1>
      {result?.message ? <FocusMessage kind="alert">{result.message}</FocusMessage> : null}
      <Form ref={formRef} method="post" className={styles.form} noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          name="password"
          type="password"
          label={copy.newPassword}
          autoComplete="new-password"
          required
          hint={copy.rule}
          error={fields['password']}
        />
        <Field
          name="repeatPassword"
          type="password"
          label={copy.repeatPassword}
          autoComplete="new-password"
          required
          error={fields['repeatPassword']}
        />
        <button type="submit" className={styles.button}>
          {copy.reset}
        </button>
      </Form>
      <p>
        <Link to="/account/forgot-password">{signInCopy.forgotPassword}</Link>
      </p>
    </div>
  );
}
