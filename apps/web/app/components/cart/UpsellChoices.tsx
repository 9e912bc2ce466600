import type { UpsellOptions } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import styles from './Cart.module.css';

/** Warranty and installation choices for the buy box's add-to-cart form (ids from the upsell options call). */
export function UpsellChoices({
  options,
  showPrices,
}: {
  options: UpsellOptions | null;
  showPrices: boolean;
}) {
  if (!options) return null;
  // A null amount was hidden by the API (a visitor of a commercial theme): the choice shows without it.
  const price = (p: number | null) => (showPrices && p !== null ? ` (${formatPrice(p)})` : '');
  return (
    <>
      {options.warranties.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend>Extended warranty</legend>
          <label>
            <input type="radio" name="warrantyId" value="" defaultChecked /> No extended warranty
          </label>
          {options.warranties.map((w) => (
            <label key={w.id}>
              <input type="radio" name="warrantyId" value={w.id} /> {w.name} ({w.years}{' '}
              {w.years === 1 ? 'year' : 'years'}){price(w.price)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {options.installs.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend>Installation</legend>
          <label>
            <input type="radio" name="installId" value="" defaultChecked /> No installation
          </label>
          {options.installs.map((i) => (
            <label key={i.id}>
              <input type="radio" name="installId" value={i.id} /> {i.name}
              {price(i.price)}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
