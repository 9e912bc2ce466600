import { useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { Link } from '../lib/link.tsx';
import type { Route } from './+types/account-register';
import { RegisterBody } from '@shop/contracts';
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
import { IDENTITY_ERRORS_COPY, PASSWORD_COPY, REGISTER_COPY } from '../copy/pages/account.ts';
import { requestServices } from '../lib/context.server.ts';
import { callIdentity, localPath } from '../lib/identity.server.ts';
import { pageHandle } from '../lib/page.ts';
import { phoneFieldError } from '../lib/phone.ts';
import { seoMeta } from '../lib/seo.ts';
import { buildSeo } from '../lib/seo.server.ts';

export const handle = pageHandle('accounts');
export const headers = noStoreHeaders;

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'ABN'] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const returnUrl = localPath(new URL(request.url).searchParams.get('returnUrl')) ?? '/';
  return {
    seo: buildSeo(site, {
      title: copyFor(site.theme).register.title,
      pageType: 'accounts',
      path: '/account/register',
      noIndex: true,
    }),
    loginHref: `${site.loginRoute}?${new URLSearchParams({ returnUrl }).toString()}`,
  };
}

type RegisterResult =
  | { ok: true }
  | { ok: false; message: string | null; fields: Record<string, string>; values: Record<string, string> };

/** Checks the form with the identity service's own schema first, so most mistakes never leave the page server. */
export async function action({ request, context }: Route.ActionArgs): Promise<RegisterResult> {
  const { site, identityFetch } = requestServices(context);
  const values = formText(await request.formData(), FIELDS);
  const parsed = RegisterBody.safeParse(values);
  const { password: _password, ...kept } = values;
  if (!parsed.success) {
    // The schema accepts AU and NZ numbers alike; the site's country words a near miss (000 §5).
    const phone = phoneFieldError(values['phone'] ?? '', site.country);
    const fields = { ...firstErrorByField(parsed.error.issues), ...(phone ? { phone } : {}) };
    return { ok: false, message: null, fields, values: kept };
  }
  const result = await callIdentity(site, '/api/account/register', parsed.data, identityFetch);
  if (result.ok) return { ok: true };
  return { ok: false, message: result.message, fields: {}, values: kept };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const identityErrorsCopy = usePageCopy('identityErrors', IDENTITY_ERRORS_COPY);
  const passwordCopy = usePageCopy('password', PASSWORD_COPY);
  const copy = usePageCopy('register', REGISTER_COPY);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldResult = result && !result.ok && Object.keys(result.fields).length > 0 ? result : null;
  useFocusFirstInvalid(formRef, fieldResult);
  if (result?.ok) {
    return (
      <div className={styles.page}>
        <FocusHeading focus>{copy.doneHeading}</FocusHeading>
        <p>{copy.done}</p>
        <p>
          <Link to={loaderData.loginHref}>{copy.signIn}</Link>
        </p>
      </div>
    );
  }
  const fields = result?.fields ?? {};
  const values = result?.values ?? {};
  const hasFieldErrors = Object.keys(fields).length > 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{copy.heading}</h1>
      {result?.message ? <FocusMessage kind="alert">{result.message}</FocusMessage> : null}
      {hasFieldErrors ? (
        <FocusMessage kind="alert" focus={false}>
          {identityErrorsCopy.formErrors}
        </FocusMessage>
      ) : null}
      <Form ref={formRef} method="post" className={styles.form} noValidate>
        <div className={styles.row}>
          <Field
            name="firstName"
            label={copy.firstName}
            autoComplete="given-name"
            required
            error={fields['firstName']}
            defaultValue={values['firstName']}
          />
          <Field
            name="lastName"
            label={copy.lastName}
            autoComplete="family-name"
            required
            error={fields['lastName']}
            defaultValue={values['lastName']}
          />
        </div>
        <Field
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          required
          error={fields['email']}
          defaultValue={values['email']}
        />
        <Field
          name="password"
          type="password"
          label={copy.password}
          autoComplete="new-password"
          required
          hint={passwordCopy.rule}
          error={fields['password']}
        />
        <Field
          name="phone"
          type="tel"
          label={copy.phone}
          autoComplete="tel"
          error={fields['phone']}
          defaultValue={values['phone']}
        />
        <Field
          name="ABN"
          label={copy.abn}
          inputMode="numeric"
          error={fields['ABN']}
          defaultValue={values['ABN']}
        />
        <button type="submit" className={styles.button}>
          {copy.submit}
        </button>
      </Form>
      <p>
        {copy.haveAccount} <Link to={loaderData.loginHref}>{copy.signIn}</Link>
      </p>
    </div>
  );
}
