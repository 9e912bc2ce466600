import type { ComponentProps } from 'react';
import { Link } from '../../lib/link.tsx';
import {
  CHECKOUT_PATHS,
  deliveryPriceLabel,
  deliveryUnavailableMessage,
  isCalendarShown,
  type CalendarDate,
  type ViewedMonth,
} from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import type { CheckoutValues, SupplierChoice } from './checkout-values.ts';
import type { DeliveryCalendar } from './DeliveryCalendar.tsx';
import { longDate } from './long-date.ts';
import { onDemand } from '../../lib/on-demand.ts';
import type { ErrorDisplay } from './field-errors.ts';
import { CheckboxField } from './Field.tsx';
import { SupplierDates } from './SupplierDates.tsx';
import { isSuppliersOnly } from './use-checkout-model.ts';
import type { DeliveryState } from './use-delivery.ts';
import styles from './Checkout.module.css';

// The calendar shows only once an address is picked and its days are priced, so its code is fetched when the address
// is picked (while the days are asked for), not with the page (docs/decisions/0046-js-budget.md).
const calendar = onDemand<ComponentProps<typeof DeliveryCalendar>>(() =>
  import('./DeliveryCalendar.tsx').then((m) => m.DeliveryCalendar),
);

type Flags = Pick<
  CheckoutValues,
  'requestedDeliveryContact' | 'earlyNotification' | 'uniqueRequirements' | 'stockFeeAcknowledged'
>;

/** 001 §2 section 4: the calendar (or the state that replaces it), supplier notices and the delivery checkboxes. */
export function DeliverySection({
  copy,
  delivery,
  today,
  phone,
  addressReady,
  suppliers,
  values,
  onFlag,
  onUniqueRequirements,
  onSelect,
  onView,
  onSupplierDate,
  stockFeeRequired,
  display,
}: {
  copy: CheckoutCopy;
  delivery: DeliveryState;
  today: CalendarDate;
  phone: string;
  addressReady: boolean;
  suppliers: readonly SupplierChoice[];
  values: Flags;
  onFlag: (patch: Partial<Flags>) => void;
  onUniqueRequirements: (on: boolean) => void;
  onSelect: (date: CalendarDate) => void;
  onView: (view: ViewedMonth) => void;
  onSupplierDate: (supplier: string, key: string) => void;
  stockFeeRequired: boolean;
  display: ErrorDisplay;
}) {
  const { response, loading, error, selected } = delivery;
  const Calendar = calendar.useLoaded(addressReady || response !== null);
  const body = () => {
    if (error)
      return (
        <p role="alert" className={styles.errorBox}>
          {error}
        </p>
      );
    if (!response)
      return (
        <p className={styles.hint}>
          {addressReady && loading ? copy.calendarLoading : copy.enterAddressFirst}
        </p>
      );
    if (response.proformaOnly) return <p className={styles.warningBox}>{copy.proformaOnly}</p>;
    if (values.uniqueRequirements && selected) {
      return (
        <p className={styles.notice}>{fillCopy(copy.uniqueRequirementsDate, { date: longDate(selected) })}</p>
      );
    }
    // Nothing for our own trucks: the suppliers' date choices below are the whole delivery.
    if (isSuppliersOnly(response)) return <p className={styles.notice}>{copy.suppliersOnly}</p>;
    if (!isCalendarShown({ unavailable: response.availability.unavailable, dates: delivery.dates })) {
      return <p className={styles.errorBox}>{deliveryUnavailableMessage(phone)}</p>;
    }
    // Priced days came back before the calendar's code (a slow network): the loading line stays until it is there.
    if (!Calendar) return <p className={styles.hint}>{copy.calendarLoading}</p>;
    return (
      <>
        <Calendar
          view={delivery.view}
          today={today}
          dates={delivery.dates}
          selected={selected}
          onView={onView}
          onSelect={onSelect}
          copy={copy}
        />
        <p className={styles.notice} role="status">
          {selected
            ? fillCopy(copy.selectedDate, {
                date: longDate(selected),
                price: deliveryPriceLabel(delivery.shippingCost),
              })
            : null}
        </p>
      </>
    );
  };
  return (
    <section className={styles.section} aria-labelledby="checkout-date-heading" aria-busy={loading}>
      <h2 id="checkout-date-heading" className={styles.sectionHeading}>
        {copy.dateHeading}
      </h2>
      {body()}
      <SupplierDates copy={copy} suppliers={suppliers} onChoose={onSupplierDate} />
      {response?.supplierErrors.map((message) => (
        <p key={message} className={styles.errorBox}>
          {message}
        </p>
      ))}
      {response ? (
        <div className={styles.checks}>
          <CheckboxField
            path="requestedDeliveryContact"
            label={copy.deliveryContact}
            checked={values.requestedDeliveryContact}
            onChecked={(v) => onFlag({ requestedDeliveryContact: v })}
          />
          {response.showNotifyIfAvailableSooner ? (
            <CheckboxField
              path="EarlyNotification"
              label={copy.earlyNotification}
              checked={values.earlyNotification}
              onChecked={(v) => onFlag({ earlyNotification: v })}
            />
          ) : null}
          {response.showUniqueDeliveryRequirements ? (
            <CheckboxField
              path="uniqueRequirements"
              label={copy.uniqueRequirements}
              checked={values.uniqueRequirements}
              onChecked={onUniqueRequirements}
            />
          ) : null}
          {stockFeeRequired ? (
            <div className={styles.warningBox}>
              <CheckboxField
                path="stockFeeAcknowledged"
                label={copy.stockFee}
                checked={values.stockFeeAcknowledged}
                onChecked={(v) => onFlag({ stockFeeAcknowledged: v })}
                display={display}
              />
              <Link to={CHECKOUT_PATHS.storageTerms} target="_blank" rel="noopener">
                {copy.storageTerms}
              </Link>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
