import { useState } from 'react';
import {
  CARD_LIMITS,
  CHECKOUT_LIMITS,
  cardBrandName,
  detectCardBrand,
  formatCardNumber,
  formatExpiryInput,
  PAYMENT_OPTION_FLAGS,
  type RedirectProvider,
} from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import { Modal } from '../modal/Modal.tsx';
import type { CardValues } from './checkout-values.ts';
import type { ErrorDisplay } from './field-errors.ts';
import { TextField } from './Field.tsx';
import type { PayLater, PaymentChoice } from './payment-choices.ts';
import { STAFF_COPY } from './staff-values.ts';
import styles from './Checkout.module.css';

type Copy = CheckoutCopy;

/**
 * 001 §4: one radio per method offered (the card's hidden when it is the only one), the chosen method's panel
 * expanded and highlighted below its radio. Only the chosen panel's fields exist, so choosing a method enables its
 * fields (the card's or the Zip store code) and takes the other's away.
 */
export function PaymentSection({
  copy,
  choices,
  isFree,
  selected,
  onSelect,
  card,
  onCard,
  devicePaymentCode,
  onDevicePaymentCode,
  payLater,
  display,
  onSubmit,
}: {
  copy: Copy;
  choices: readonly PaymentChoice[];
  isFree: boolean;
  /** The method in use (a flag among `choices`). */
  selected: number;
  onSelect: (option: number) => void;
  card: CardValues;
  onCard: (patch: Partial<CardValues>) => void;
  devicePaymentCode: string;
  onDevicePaymentCode: (code: string) => void;
  payLater: (provider: RedirectProvider) => PayLater;
  display: ErrorDisplay;
  onSubmit: () => void;
}) {
  const panel = (choice: PaymentChoice) => {
    switch (choice.kind) {
      case 'card':
        return <CardPanel copy={copy} card={card} onCard={onCard} display={display} onSubmit={onSubmit} />;
      case 'provider':
        return <ProviderPanel copy={copy} label={choice.label} payLater={payLater(choice.provider)} />;
      case 'staff':
        return (
          <p className={styles.notice}>
            {choice.flag === PAYMENT_OPTION_FLAGS.CRAccount ? STAFF_COPY.creditAccountNext : STAFF_COPY.otherPaymentNext}
          </p>
        );
      case 'inStore':
        return (
          <InStorePanel
            copy={copy}
            code={devicePaymentCode}
            onCode={onDevicePaymentCode}
            display={display}
            onSubmit={onSubmit}
          />
        );
    }
  };
  const chosen = choices.find((c) => c.flag === selected) ?? choices[0];
  return (
    <section className={styles.section} aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" className={styles.sectionHeading}>
        {copy.paymentHeading}
      </h2>
      {isFree ? (
        <p className={styles.notice}>{copy.freeOrder}</p>
      ) : choices.length > 1 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.paymentHeading}</legend>
          {choices.map((c) => {
            const isChosen = c.flag === chosen?.flag;
            return (
              <div
                key={c.flag}
                className={`${styles.paymentOption} ${isChosen ? styles.paymentChosen : ''}`}
                data-testid={`payment-option-${c.flag}`}
              >
                <label className={`${styles.check} ${isChosen ? styles.chosen : ''}`}>
                  <input
                    type="radio"
                    name="selectedPaymentOption"
                    value={c.flag}
                    checked={isChosen}
                    onChange={() => onSelect(c.flag)}
                  />
                  <span>{c.label}</span>
                </label>
                {isChosen ? <div className={styles.paymentPanel}>{panel(c)}</div> : null}
              </div>
            );
          })}
        </fieldset>
      ) : chosen ? (
        panel(chosen)
      ) : null}
    </section>
  );
}

function ProviderPanel({ copy, label, payLater }: { copy: Copy; label: string; payLater: PayLater }) {
  return (
    <div>
      <p className={styles.notice}>{fillCopy(copy.providerNext, { provider: label })}</p>
      <p className={styles.notice}>{payLater.text}</p>
      {payLater.schedule.length > 0 ? (
        <ol className={styles.schedule} aria-label={fillCopy(copy.payLaterScheduleOf, { provider: label })}>
          {payLater.schedule.map((i, n) => (
            <li key={n}>{fillCopy(copy.instalment, { amount: i.amount, due: i.due })}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function InStorePanel({
  copy,
  code,
  onCode,
  display,
  onSubmit,
}: {
  copy: Copy;
  code: string;
  onCode: (code: string) => void;
  display: ErrorDisplay;
  onSubmit: () => void;
}) {
  return (
    <div>
      <p className={styles.notice}>{copy.inStoreNext}</p>
      <div className={styles.codeField}>
        <TextField
          path="devicePaymentCode"
          label={copy.devicePaymentCode}
          value={code}
          onValue={onCode}
          display={display}
          inputMode="numeric"
          autoComplete="off"
          maxLength={CHECKOUT_LIMITS.devicePaymentCode}
          onEnter={onSubmit}
        />
      </div>
    </div>
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
