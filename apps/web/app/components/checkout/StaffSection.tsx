import type { Dispatch, SetStateAction } from 'react';
import type { CheckoutView } from '@shop/contracts';
import type { CheckoutValues } from './checkout-values.ts';
import { CheckboxField } from './Field.tsx';
import { offersCashAndCarry, offersWinningDelivery, withCashAndCarry, withStore } from './staff-changes.ts';
import { salespeopleOf, STAFF_COPY } from './staff-values.ts';
import styles from './Checkout.module.css';

/**
 * 001 §2 section 10, staff only: the store and salesperson the order is placed for (changing the store offers its own
 * salespeople), the Winning Services delivery override and cash and carry when the view's opts allow them. Native
 * selects keep the choice keyboard- and screen-reader-friendly.
 */
export function StaffSection({
  view,
  values,
  setValues,
}: {
  view: CheckoutView;
  values: CheckoutValues;
  setValues: Dispatch<SetStateAction<CheckoutValues>>;
}) {
  const people = salespeopleOf(view, values.subdivision);
  const onStore = (subdivision: string) => setValues((v) => withStore(v, view, subdivision));
  const onSalesperson = (salespersonCode: string) => setValues((v) => ({ ...v, salespersonCode }));
  const onWinningDelivery = (winningDeliveryServiceOverride: boolean) =>
    setValues((v) => ({ ...v, winningDeliveryServiceOverride }));
  const onCashAndCarry = (on: boolean) => setValues((v) => withCashAndCarry(v, view, on));
  return (
    <section className={styles.section} aria-labelledby="checkout-staff-heading" data-testid="checkout-staff">
      <h2 id="checkout-staff-heading" className={styles.sectionHeading}>
        {STAFF_COPY.heading}
      </h2>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="checkout-subdivision" className={styles.label}>
            {STAFF_COPY.store}
          </label>
          <select
            id="checkout-subdivision"
            name="subdivision"
            className={styles.input}
            value={values.subdivision}
            onChange={(e) => onStore(e.target.value)}
          >
            {view.stores.map((s) => (
              <option key={s.subdivision} value={s.subdivision}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="checkout-salesperson" className={styles.label}>
            {STAFF_COPY.salesperson}
          </label>
          <select
            id="checkout-salesperson"
            name="salespersonCode"
            className={styles.input}
            value={values.salespersonCode}
            onChange={(e) => onSalesperson(e.target.value)}
          >
            {people.map((p) => (
              <option key={p.code} value={p.code}>
                {`${p.name} (${p.code})`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {offersWinningDelivery(view) ? (
        <CheckboxField
          path="winningDeliveryServiceOverride"
          label={STAFF_COPY.winningDelivery}
          checked={values.winningDeliveryServiceOverride}
          onChecked={onWinningDelivery}
        />
      ) : null}
      {offersCashAndCarry(view) ? (
        <>
          <CheckboxField
            path="cashAndCarry"
            label={STAFF_COPY.cashAndCarry}
            checked={values.cashAndCarry}
            onChecked={onCashAndCarry}
          />
          <p className={styles.hint}>{STAFF_COPY.cashAndCarryHint}</p>
        </>
      ) : null}
    </section>
  );
}
