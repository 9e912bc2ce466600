import { useRef } from 'react';
import { Form } from 'react-router';
import type { AccountInfo } from '@shop/contracts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { ACCOUNT_PAGE_COPY } from '../../copy/pages/account.ts';
import { Field, FocusMessage, formStyles as styles, useFocusFirstInvalid } from './FormParts.tsx';
import type { AccountActionResult } from './account-actions.server.ts';

/** Name, e-mail and phone change through PATCH /api/account, which asks the identity service to update them. */
export function ProfileForm({
  account,
  result,
}: {
  account: AccountInfo;
  result: AccountActionResult | undefined;
}) {
  const copy = usePageCopy('account', ACCOUNT_PAGE_COPY);
  const formRef = useRef<HTMLFormElement>(null);
  const mine = result?.intent === 'profile' ? result : undefined;
  const fields = mine && !mine.ok ? mine.fields : {};
  useFocusFirstInvalid(formRef, mine && !mine.ok ? mine : null);
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading">{copy.profileHeading}</h2>
      {mine?.ok ? <FocusMessage kind="status">{mine.message || copy.profileSaved}</FocusMessage> : null}
      {mine && !mine.ok && mine.message ? <FocusMessage kind="alert">{mine.message}</FocusMessage> : null}
      <Form ref={formRef} method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="profile" />
        <div className={styles.row}>
          <Field
            idPrefix="profile"
            name="firstName"
            label={copy.firstName}
            autoComplete="given-name"
            required
            defaultValue={account.firstName}
            error={fields['firstName']}
          />
          <Field
            idPrefix="profile"
            name="lastName"
            label={copy.lastName}
            autoComplete="family-name"
            required
            defaultValue={account.lastName}
            error={fields['lastName']}
          />
        </div>
        <Field
          idPrefix="profile"
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          required
          defaultValue={account.email}
          error={fields['email']}
        />
        <Field
          idPrefix="profile"
          name="phone"
          type="tel"
          label={copy.phoneOptional}
          autoComplete="tel"
          defaultValue={account.phone ?? ''}
          error={fields['phone']}
        />
        {account.salespersonCode ? (
          <p className={styles.hint}>
            {copy.salespersonCode}: <strong>{account.salespersonCode}</strong>
          </p>
        ) : null}
        <button type="submit" className={styles.button}>
          {copy.saveProfile}
        </button>
      </Form>
    </section>
  );
}
