import { useRef } from 'react';
import { Form } from 'react-router';
import type { SavedAddress } from '@shop/contracts';
import { fillCopy } from '../../copy/fill.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { ACCOUNT_PAGE_COPY } from '../../copy/pages/account.ts';
import { Field, FocusMessage, formStyles as styles, useFocusFirstInvalid } from './FormParts.tsx';
import type { AccountActionResult } from './account-actions.server.ts';
import book from './AddressBook.module.css';

function oneLine(a: SavedAddress): string {
  return [a.address, a.suburb, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The saved addresses, each with a delete button, and a form adding one; plain forms that work without scripts. */
export function AddressBook({
  addresses,
  result,
}: {
  addresses: readonly SavedAddress[];
  result: AccountActionResult | undefined;
}) {
  const copy = usePageCopy('account', ACCOUNT_PAGE_COPY);
  const formRef = useRef<HTMLFormElement>(null);
  const added = result?.intent === 'add-address' ? result : undefined;
  const deleted = result?.intent === 'delete-address' ? result : undefined;
  const fields = added && !added.ok ? added.fields : {};
  const values = added && !added.ok ? added.values : {};
  useFocusFirstInvalid(formRef, added && !added.ok ? added : null);
  return (
    <section aria-labelledby="addresses-heading">
      <h2 id="addresses-heading">{copy.addressesHeading}</h2>
      {deleted ? (
        <FocusMessage kind={deleted.ok ? 'status' : 'alert'}>
          {deleted.ok ? copy.addressDeleted : deleted.message}
        </FocusMessage>
      ) : null}
      {added?.ok ? <FocusMessage kind="status">{copy.addressSaved}</FocusMessage> : null}
      {addresses.length === 0 ? (
        <p>{copy.noAddresses}</p>
      ) : (
        <ul className={book.list}>
          {addresses.map((a) => (
            <li key={a.id} className={book.card}>
              <p className={book.name}>
                {a.firstName} {a.lastName}
                {a.companyName ? `, ${a.companyName}` : ''}
              </p>
              <p>{oneLine(a)}</p>
              {a.phone ? <p>{a.phone}</p> : null}
              <Form method="post">
                <input type="hidden" name="intent" value="delete-address" />
                <input type="hidden" name="id" value={a.id} />
                <button
                  type="submit"
                  className={styles.secondary}
                  aria-label={fillCopy(copy.deleteAddressLabel, { address: oneLine(a) })}
                >
                  {copy.deleteAddress}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 id="add-address-heading">{copy.addAddressHeading}</h3>
      {added && !added.ok && added.message ? <FocusMessage kind="alert">{added.message}</FocusMessage> : null}
      <Form
        ref={formRef}
        method="post"
        className={styles.form}
        aria-labelledby="add-address-heading"
        noValidate
      >
        <input type="hidden" name="intent" value="add-address" />
        <div className={styles.row}>
          <Field
            idPrefix="address"
            name="firstName"
            label={copy.firstName}
            autoComplete="given-name"
            required
            error={fields['firstName']}
            defaultValue={values['firstName']}
          />
          <Field
            idPrefix="address"
            name="lastName"
            label={copy.lastName}
            autoComplete="family-name"
            required
            error={fields['lastName']}
            defaultValue={values['lastName']}
          />
        </div>
        <Field
          idPrefix="address"
          name="companyName"
          label={copy.companyName}
          autoComplete="organization"
          error={fields['companyName']}
          defaultValue={values['companyName']}
        />
        <Field
          idPrefix="address"
          name="address"
          label={copy.address}
          autoComplete="street-address"
          required
          error={fields['address']}
          defaultValue={values['address']}
        />
        <div className={styles.row}>
          <Field
            idPrefix="address"
            name="suburb"
            label={copy.suburb}
            autoComplete="address-level2"
            required
            error={fields['suburb']}
            defaultValue={values['suburb']}
          />
          <Field
            idPrefix="address"
            name="state"
            label={copy.state}
            autoComplete="address-level1"
            error={fields['state']}
            defaultValue={values['state']}
          />
        </div>
        <div className={styles.row}>
          <Field
            idPrefix="address"
            name="postcode"
            label={copy.postcode}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            error={fields['postcode']}
            defaultValue={values['postcode']}
          />
          <Field
            idPrefix="address"
            name="phone"
            type="tel"
            label={copy.addressPhone}
            autoComplete="tel"
            error={fields['phone']}
            defaultValue={values['phone']}
          />
        </div>
        <button type="submit" className={styles.button}>
          {copy.saveAddress}
        </button>
      </Form>
    </section>
  );
}
