import type { UpsellOptions } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import styles from './Product.module.css';

/** Extended warranties and installation offered with the product; choosing them arrives with the cart. */
export function Upsells({ options, showPrices }: { options: UpsellOptions | null; showPrices: boolean }) {
  if (!options || (options.warranties.length === 0 && options.installs.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="upsells-heading">
      <h2 id="upsells-heading" className={styles.sectionHeading}>
        Protect and install
      </h2>
      <div className={styles.upsells}>
        {options.warranties.length > 0 ? (
          <div>
            <h3 className={styles.subHeading}>Extended warranty</h3>
            <ul className={styles.upsellList}>
              {options.warranties.map((w) => (
                <li key={w.id}>
                  <span>
                    {w.name} ({w.years} {w.years === 1 ? 'year' : 'years'})
                  </span>
                  {showPrices && w.price !== null ? (
                    <span className={styles.upsellPrice}>{formatPrice(w.price)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {options.installs.length > 0 ? (
          <div>
            <h3 className={styles.subHeading}>Installation</h3>
            <ul className={styles.upsellList}>
              {options.installs.map((i) => (
                <li key={i.id}>
                  <span>
                    {i.name}
                    <span className={styles.upsellDescription}>{i.description}</span>
                  </span>
                  {showPrices && i.price !== null ? (
                    <span className={styles.upsellPrice}>{formatPrice(i.price)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <p className={styles.muted}>Choose a warranty or installation above, next to Add to cart.</p>
    </section>
  );
}
