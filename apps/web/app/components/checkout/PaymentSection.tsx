import { useState } from 'react';
import {
  CARD_LIMITS,
  cardBrandName,
  detectCardBrand,
  formatCardNumber,
  formatExpiryInput,
  PAYMENT_OPTION_FLAGS,
  visiblePaymentOptions,
} from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import { Modal } from '../modal/Modal.tsx';
import type { CardValues } from './checkout-values.ts';
import type { ErrorDisplay } from './field-errors.ts';
import { TextField } from './Field.tsx';
import styles from './Checkout.module.css';

type Copy = CheckoutCopy;

/**
 * The methods with a panel on this page. Buy-now-pay-later, in-store and staff methods add theirs here (their own
 * issues); until then the switch offers only what can be paid (001 §4: the card radio hides when it is alone).
 */
const PANELS: ReadonlySet<number> = new Set([PAYMENT_OPTION_FLAGS.Default]);

export function PaymentSection({
  copy,
  opts,
  isFree,
  selected,
  onSelect,
  card,
  onCard,
  display,
  onSubmit,
}: {
  copy: Copy;
  opts: number;
  isFree: boolean;
  selected: number;
  onSelect: (option: number) => void;
  card: CardValues;
  onCard: (patch: Partial<CardValues>) => void;
  display: ErrorDisplay;
  onSubmit: () => void;
}) {
  const options = visiblePaymentOptions(opts, false).options.filter((o) => PANELS.has(o.flag));
  return (
    <section className={styles.section} aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" className={styles.sectionHeading}>
        {copy.paymentHeading}
      </h2>
      {isFree ? (
        <p className={styles.notice}>{copy.freeOrder}</p>
      ) : (
        <>
          {options.length > 1 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{copy.paymentHeading}</legend>
              {options.map((o) => (
                <label key={o.flag} className={`${styles.check} ${selected === o.flag ? styles.chosen : ''}`}>
                  <input
                    type="radio"
                    name="selectedPaymentOption"
                    value={o.flag}
                    checked={selected === o.flag}
                    onChange={() => onSelect(o.flag)}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {selected === PAYMENT_OPTION_FLAGS.Default ? (
            <CardPanel copy={copy} card={card} onCard={onCard} display={display} onSubmit={onSubmit} />
          ) : null}
        </>
      )}
    </section>
  );
}

function CardPanel({
  copy,
  card,
  onCard,
  display,
  onSubmit,
}: {
  copy: Copy;
  card: CardValues;
  onCard: (patch: Partial<CardValues>) => void;
  display: ErrorDisplay;
  onSubmit: () => void;
}) {
  const [helpOpen, setHelpOpen] = useState(false);
  const brand = detectCardBrand(card.cardNo);
  return (
    <div className={styles.grid}>
      <div className={styles.full}>
        <TextField
          path="cardDetails.nameOnCard"
          label={copy.nameOnCard}
          value={card.nameOnCard}
          onValue={(nameOnCard) => onCard({ nameOnCard })}
          display={display}
          autoComplete="cc-name"
          maxLength={100}
        />
      </div>
      <div className={styles.full}>
        <TextField
          path="cardDetails.cardNo"
          label={copy.cardNumber}
          value={card.cardNo}
          onValue={(v) => onCard({ cardNo: formatCardNumber(v) })}
          display={display}
          autoComplete="cc-number"
          inputMode="numeric"
          // Digits plus the grouping spaces.
          maxLength={CARD_LIMITS.numberMaxLength + 4}
          hint={brand ? fillCopy(copy.cardBrand, { brand: cardBrandName(brand.type) }) : undefined}
          data-brand={brand?.type}
        />
      </div>
      <TextField
        path="cardDetails.expiryDate"
        label={copy.expiry}
        value={card.expiryDate}
        onValue={(v) => onCard({ expiryDate: formatExpiryInput(v) })}
        onBlurValue={() => onCard({ expiryDate: formatExpiryInput(card.expiryDate, { complete: true }) })}
        display={display}
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM / YYYY"
        maxLength={CARD_LIMITS.expiryMaxLength}
      />
      <div>
        <TextField
          path="cardDetails.cvv"
          label={copy.cvv}
          value={card.cvv}
          onValue={(v) => onCard({ cvv: v.replace(/\D/g, '').slice(0, CARD_LIMITS.cvvMax) })}
          display={display}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={CARD_LIMITS.cvvMax}
          onEnter={onSubmit}
        />
        <button type="button" className={styles.linkButton} onClick={() => setHelpOpen(true)}>
          {copy.cvvHelp}
        </button>
      </div>
      <Modal isOpen={helpOpen} onClose={() => setHelpOpen(false)} title={copy.cvvHelpTitle} size="small">
        <p>{copy.cvvHelpText}</p>
      </Modal>
    </div>
  );
}
