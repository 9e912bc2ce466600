import { CHECKOUT_LIMITS } from '@shop/domain';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import type { ErrorDisplay } from './field-errors.ts';
import { CheckboxField, TextField } from './Field.tsx';
import styles from './Checkout.module.css';

/**
 * 001 §2 section 1: email, phone and the newsletter opt-in; a locked customer's email and phone are read-only (each
 * only when the view gives it, staff-values.ts lockedFieldsOf) and still sent.
 */
export function ContactSection({
  copy,
  email,
  phone,
  newsletter,
  locked,
  onChange,
  display,
}: {
  copy: CheckoutCopy;
  email: string;
  phone: string;
  newsletter: boolean;
  locked: { email: boolean; phone: boolean };
  onChange: (patch: { email?: string; phoneNumber?: string; newsletter?: boolean }) => void;
  display: ErrorDisplay;
}) {
  return (
    <section className={styles.section} aria-labelledby="checkout-contact-heading">
      <h2 id="checkout-contact-heading" className={styles.sectionHeading}>
        {copy.contactHeading}
      </h2>
      <div className={styles.grid}>
        <TextField
          path="email"
          label={copy.email}
          type="email"
          autoComplete="email"
          value={email}
          onValue={(v) => onChange({ email: v })}
          display={display}
          disabled={locked.email}
          maxLength={CHECKOUT_LIMITS.emailMax}
        />
        <TextField
          path="phoneNumber"
          label={copy.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          onValue={(v) => onChange({ phoneNumber: v })}
          display={display}
          disabled={locked.phone}
          maxLength={CHECKOUT_LIMITS.phoneMax}
        />
      </div>
      <CheckboxField path="newsletter" label={copy.newsletter} checked={newsletter} onChecked={(v) => onChange({ newsletter: v })} />
    </section>
  );
}
