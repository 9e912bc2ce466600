import { deliveryPriceLabel, toCalendarDate } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import type { SupplierChoice } from './checkout-values.ts';
import { longDate } from './long-date.ts';
import { supplierDateKey } from './use-checkout-model.ts';
import styles from './Checkout.module.css';

/**
 * 001 §2 section 4 supplier deliveries: each supplier (or delivery team) of supplierAvailability delivers its products
 * on a date of its own. A native select per supplier keeps the choice keyboard- and screen-reader-friendly; its
 * first date is preselected and the chosen date's price is added to the total.
 */
export function SupplierDates({
  copy,
  suppliers,
  onChoose,
}: {
  copy: CheckoutCopy;
  suppliers: readonly SupplierChoice[];
  onChoose: (supplier: string, key: string) => void;
}) {
  if (suppliers.length === 0) return null;
  return (
    <div className={styles.suppliers}>
      {suppliers.map((s, i) => {
        const id = `checkout-supplier-${i}`;
        const chosen = longDate(toCalendarDate(s.date));
        return (
          <div key={s.supplier} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {fillCopy(copy.supplierDateLabel, { supplier: s.supplier })}
            </label>
            <select
              id={id}
              className={styles.input}
              value={supplierDateKey(s.date)}
              aria-describedby={`${id}-notice`}
              onChange={(e) => onChoose(s.supplier, e.target.value)}
            >
              {s.dates.map((d) => (
                <option key={supplierDateKey(d.date)} value={supplierDateKey(d.date)}>
                  {fillCopy(copy.supplierDateOption, {
                    date: longDate(toCalendarDate(d.date)),
                    price: deliveryPriceLabel(d.price),
                  })}
                </option>
              ))}
            </select>
            <p id={`${id}-notice`} className={styles.hint}>
              {fillCopy(copy.supplierNotice, {
                products: s.products.join(', '),
                supplier: s.supplier,
                date: chosen,
                price: deliveryPriceLabel(s.price),
              })}
            </p>
          </div>
        );
      })}
    </div>
  );
}
