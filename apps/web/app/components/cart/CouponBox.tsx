import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { Cart } from '@shop/contracts';
import { COUPON_MAX_LENGTH, formatPrice } from '@shop/domain';
import type { CartActionResult } from '../../lib/cart-intents.ts';
import styles from './Cart.module.css';

/** 001 §2 coupon box: code (max 40) and the shopper's e-mail; applied codes can be removed. */
export function CouponBox({ cart }: { cart: Cart }) {
  const apply = useFetcher<CartActionResult>({ key: 'coupon-apply' });
  const remove = useFetcher<CartActionResult>({ key: 'coupon-remove' });
  const applyError = apply.state === 'idle' && apply.data && !apply.data.ok ? apply.data.error : null;
  const form = useRef<HTMLFormElement>(null);
  const applied = apply.state === 'idle' && apply.data?.ok === true ? apply.data : null;
  useEffect(() => {
    if (applied) form.current?.reset();
  }, [applied]);
  const removeError = remove.state === 'idle' && remove.data && !remove.data.ok ? remove.data.error : null;
  return (
    <section className={styles.coupon} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className={styles.boxHeading}>
        Coupon or gift card
      </h2>
      {cart.codes.length > 0 ? (
        <ul className={styles.codes}>
          {cart.codes.map((c) => (
            <li key={c.code}>
              <span>
                <strong>{c.code}</strong> {c.description}
                {c.amount === null ? null : ` (−${formatPrice(c.amount)})`}
              </span>
              <remove.Form method="post" action="/cart">
                <input type="hidden" name="intent" value="coupon-remove" />
                <input type="hidden" name="code" value={c.code} />
                <button
                  type="submit"
                  className={styles.linkButton}
                  disabled={remove.state !== 'idle'}
                  aria-label={`Remove code ${c.code}`}
                >
                  Remove
                </button>
              </remove.Form>
            </li>
          ))}
        </ul>
      ) : null}
      {removeError ? (
        <p role="alert" className={styles.fieldError}>
          {removeError}
        </p>
      ) : null}
      <apply.Form ref={form} method="post" action="/cart" noValidate className={styles.couponForm}>
        <input type="hidden" name="intent" value="coupon-apply" />
        <label htmlFor="coupon-code">Code</label>
        <input
          id="coupon-code"
          name="code"
          type="text"
          autoComplete="off"
          maxLength={COUPON_MAX_LENGTH}
          aria-invalid={applyError ? true : undefined}
          aria-describedby={applyError ? 'coupon-error' : undefined}
        />
        <label htmlFor="coupon-email">Email (optional)</label>
        <input
          id="coupon-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={cart.email ?? ''}
        />
        <button type="submit" className={styles.secondaryButton} disabled={apply.state !== 'idle'}>
          {apply.state !== 'idle' ? 'Applying…' : 'Apply'}
        </button>
        {applyError ? (
          <p id="coupon-error" role="alert" className={styles.fieldError}>
            {applyError}
          </p>
        ) : null}
      </apply.Form>
      <p className={styles.voucherLink}>
        <Link to="/vouchers">Buy a gift voucher</Link> for someone else.
      </p>
    </section>
  );
}
