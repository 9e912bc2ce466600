import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router';
import type { Cart, CheckoutView } from '@shop/contracts';
import {
  CHECKOUT_LIMITS,
  confirmationUrl,
  formatIsoDate,
  genericHttpErrorMessage,
  PAYMENT_OPTION_FLAGS,
  submitBlockMessage,
  toCalendarDate,
  tryCalendarDate,
  type Country,
  type ThemeId,
} from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import { CHECKOUT_PAGE_COPY } from '../../copy/pages/checkout.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { cartStore, useCart } from '../../lib/cart-store.ts';
import type * as CheckoutAnalytics from '../../lib/checkout-analytics.ts';
import { onDemandValue, partOnDemand } from '../../lib/on-demand.ts';
import { leaveForUrl } from '../../lib/checkout-navigation.ts';
import { laterPart } from '../../lib/later-part.tsx';
import { clearCheckoutSession, readCheckoutSession, saveCheckoutSession } from '../../lib/checkout-session.ts';
import { AddressFields } from './AddressFields.tsx';
import { availabilityRequest, initialValues, orderRequest, type CheckoutValues } from './checkout-values.ts';
import { ContactSection } from './ContactSection.tsx';
import { DeliverySection } from './DeliverySection.tsx';
import { DepositSection } from './DepositSection.tsx';
import { longDate } from './long-date.ts';
import { fieldId, useErrorDisplay } from './field-errors.ts';
import { CheckboxField, TextField } from './Field.tsx';
import type { OrderSummary as OrderSummaryPart, SummaryTotals } from './OrderSummary.tsx';
import { loadInStorePolling, useInStorePayment } from './in-store-payment.ts';
import { PaymentSection } from './PaymentSection.tsx';
import { effectiveChoice, payLaterFor, paymentChoices, type ProviderOptions } from './payment-choices.ts';
import { checkoutModel, proformaFor } from './use-checkout-model.ts';
import { useCartRefresh } from './use-cart-refresh.ts';
import { restoreSession, sessionOf, useReturnFormRestore, useSessionSave } from './use-checkout-session.ts';
import { useDelivery } from './use-delivery.ts';
import type { StaffSection as StaffSectionPart } from './StaffSection.tsx';
import { CASH_AND_CARRY_FIELDS, hasStaffSection, lockedFieldsOf, STAFF_COPY, storeLocation } from './staff-values.ts';
import { useLeaveWarning } from './use-leave-warning.ts';
import styles from './Checkout.module.css';
import buttons from '../../styles/button.module.css';

/** What only placing the order needs (order-submit.ts), loaded with the first touch of the form. */
const orderSubmit = onDemandValue(() => import('./order-submit.ts'));
const startOrderSubmit = () => void orderSubmit.load().catch(() => {});

/**
 * Who delivers and the delivery services: they show only with a delivery lookup's answer, which the page never has
 * when it is drawn, so their code is fetched when the first lookup starts (docs/decisions/0068).
 */
const nextSteps = onDemandValue(() => import('./NextSteps.tsx').then((m) => m.NextSteps));

const loadInStoreDialogs = {
  waiting: () => import('./InStorePaymentDialog.tsx'),
  processing: () => import('./InStoreProcessingDialog.tsx'),
};
const InStorePaymentDialog = lazy(loadInStoreDialogs.waiting);
const InStoreProcessingDialog = lazy(loadInStoreDialogs.processing);

// The staff section is for staff alone, so its code is not in every shopper's checkout: the server renders it in full,
// and in a staff member's browser it hydrates once its chunk has come, the server's markup showing meanwhile
// (docs/decisions/0046-js-budget.md, 0068). The form's other fields change with every key, so it is drawn again only
// when what it shows changes (staffPropsEqual); a choice or a tick made in it meanwhile is kept (laterPart).
const useStaffSection = partOnDemand(() => import('./StaffSection.tsx'));
type StaffProps = ComponentProps<typeof StaffSectionPart>;
const StaffSection = laterPart<StaffProps>(() => useStaffSection().StaffSection, staffPropsEqual, { tag: 'div' });

/** The same view and the same staff choices: the section shows nothing else of the form's values. */
function staffPropsEqual(a: StaffProps, b: StaffProps): boolean {
  return (
    a.view === b.view &&
    a.setValues === b.setValues &&
    a.values.subdivision === b.values.subdivision &&
    a.values.salespersonCode === b.values.salespersonCode &&
    a.values.winningDeliveryServiceOverride === b.values.winningDeliveryServiceOverride &&
    a.values.cashAndCarry === b.values.cashAndCarry
  );
}

// The order summary and its coupon box, beside the form: the server renders them in full, and the browser hydrates
// them once their chunk has come, the server's markup showing meanwhile (docs/decisions/0068). The page's own updates
// right after hydration (the payment method, the saved session, the delivery lookup) leave what it shows equal
// (summaryPropsEqual); a click on its buttons meanwhile (Edit Cart, Apply) is kept (laterPart).
const useOrderSummary = partOnDemand(() => import('./OrderSummary.tsx'));
type SummaryProps = ComponentProps<typeof OrderSummaryPart>;
const OrderSummary = laterPart<SummaryProps>(() => useOrderSummary().OrderSummary, summaryPropsEqual, {
  tag: 'aside',
  className: styles.aside,
});

/** The same words, cart and figures: the page builds the totals afresh on every render. */
function summaryPropsEqual(a: SummaryProps, b: SummaryProps): boolean {
  const x: SummaryTotals = a.totals;
  const y: SummaryTotals = b.totals;
  return (
    a.copy === b.copy &&
    a.cart === b.cart &&
    x.noDelivery === y.noDelivery &&
    x.shipping === y.shipping &&
    x.services === y.services &&
    x.total === y.total &&
    x.deposit === y.deposit &&
    x.suppliers.length === y.suppliers.length &&
    x.suppliers.every((s, i) => s.supplier === y.suppliers[i]?.supplier && s.price === y.suppliers[i]?.price)
  );
}

// The GA4 event builders are fetched with the first event, not with the page (docs/decisions/0046-js-budget.md). Each
// event is built from the values of its moment and pushed in the order it was sent; if they cannot be fetched, the
// checkout goes on without its events.
const checkoutAnalytics = onDemandValue(() => import('../../lib/checkout-analytics.ts'));
function track(send: (events: typeof CheckoutAnalytics) => void): void {
  checkoutAnalytics.load().then(send, () => {});
}

export interface CheckoutPageProps {
  view: CheckoutView;
  cart: Cart;
  themeId: ThemeId;
  country: Country;
  /** Messages from the address (3-D Secure refused, provider cancelled), shown in the error banner. */
  notices: string[];
  /** Each provider's configured range (GET /api/checkout/paymentconfiguration), or null when it could not be read. */
  paymentOptions: ProviderOptions | null;
  /** Reloads the checkout view (after a 400, 001 §4). */
  reload: () => void;
  /** Back from a provider's page with the payment cancelled or its confirmation failed: the form left there returns. */
  returnedFromProvider: boolean;
}

export function CheckoutPage({ view, cart: loaderCart, themeId, country, notices, paymentOptions, reload, returnedFromProvider }: CheckoutPageProps) {
  const copy = usePageCopy('checkoutPage', CHECKOUT_PAGE_COPY);
  const cart = useCart().cart ?? loaderCart;
  const navigate = useNavigate();
  const [today] = useState(() => toCalendarDate(new Date()));
  const [saved] = useState(() => (typeof window === 'undefined' ? null : readCheckoutSession(loaderCart.cartId)));
  const [values, setValues] = useState<CheckoutValues>(() => restoreSession(initialValues(view, loaderCart), saved));
  const set = (patch: Partial<CheckoutValues>) => setValues((v) => ({ ...v, ...patch }));
  useReturnFormRestore(loaderCart.cartId, returnedFromProvider, view.customer.locked, setValues);
  const delivery = useDelivery({
    today,
    proforma: proformaFor(view, loaderCart),
    uniqueRequirements: values.uniqueRequirements,
    savedDate: tryCalendarDate(saved?.selectedDate ?? null),
    fetchAvailability: (body) => browserApi().checkoutAvailability(body),
    // The server's pre-selected services count only when nothing was chosen (or restored) yet.
    onResponse: (response, first) => {
      if (first && !saved) set({ deliveryServices: response.deliveryServices.filter((s) => s.selected).map((s) => s.sku) });
    },
  });
  const model = checkoutModel({ values, view, cart, country, delivery: delivery.state });
  const display = useErrorDisplay(model.errors);
  const [block, setBlock] = useState<string | null>(null);
  const [banner, setBanner] = useState<string[]>(notices);
  const [submitting, setSubmitting] = useState(false);
  const [inStoreSending, setInStoreSending] = useState(false);
  const leave = useLeaveWarning();
  const base = { cart, themeId, currency: view.currency, value: model.total };
  const baseRef = useRef(base);
  baseRef.current = base;
  // 001 §4: the methods this viewer may use for the amount charged now (the server checks the same range); a method
  // that left its range falls back to the card.
  const charged = model.deposit ?? model.total;
  const choices = paymentChoices(view.opts, paymentOptions, charged);
  const chosen = effectiveChoice(choices, values.selectedPaymentOption);
  useEffect(() => {
    if (chosen.flag !== values.selectedPaymentOption) set({ selectedPaymentOption: chosen.flag });
  }, [chosen.flag, values.selectedPaymentOption]);
  // With Zip in store chosen its dialogs and polling are fetched ahead, so the processing dialog shows at once on submit.
  useEffect(() => {
    if (chosen.kind !== 'inStore') return;
    void loadInStoreDialogs.processing();
    void loadInStoreDialogs.waiting();
    loadInStorePolling().catch(() => {});
  }, [chosen.kind]);
  const goTo = (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
    else leaveForUrl(url);
  };
  const inStore = useInStorePayment({
    api: browserApi,
    cartId: cart.cartId,
    words: { declined: copy.inStoreDeclined, cancelled: copy.inStoreCancelled, expired: copy.inStoreExpired },
    onApproved: (url) => {
      leave.completed();
      clearCheckoutSession();
      // The order number and what was charged are the server's now (the customer approved in their own app).
      const next = url || confirmationUrl(cart.cartId);
      const placed = { redirectUrl: next, cartId: cart.cartId, themeId, selectedPaymentOption: PAYMENT_OPTION_FLAGS.ZipInStore };
      // Without the event's code (offline) the shopper still goes on to the confirmation, as when the event fails.
      void orderSubmit.load().then(({ trackPlacedOrder }) => trackPlacedOrder(browserApi(), placed)).then(() => goTo(next), () => goTo(next));
    },
    onStopped: (message) => {
      setBanner([message]);
      setSubmitting(false);
    },
  });

  useEffect(() => {
    cartStore().setCart(loaderCart);
  }, [loaderCart]);
  useEffect(() => {
    const begin = baseRef.current;
    track((events) => events.trackBeginCheckout(begin));
  }, []);

  // The lookup runs once a suburb is picked and again when the services or the cart change (debounced, 001 §9).
  // A coupon or gift card (or a line changed in the drawer) reloads the view and re-prices the days (001 §4, §9).
  const cartKey = useCartRefresh(cart, reload);
  const d = values.delivery;
  // Cash and carry has no delivery to price; the Winning Services override changes who delivers (001 §7).
  const lookupKey = !model.noDelivery && !values.cashAndCarry && values.deliveryPicked && d.postcode ? [d.suburb, d.state, d.postcode, cartKey, values.winningDeliveryServiceOverride, ...values.deliveryServices].join('|') : '';
  const lookedUp = useRef('');
  const NextSteps = nextSteps.useLoaded(lookupKey !== '');
  useEffect(() => {
    if (!lookupKey) return;
    const first = lookedUp.current === '';
    lookedUp.current = lookupKey;
    delivery.request(availabilityRequest(values, cart, country), first);
  }, [lookupKey]);

  const selectedIso = delivery.state.selected ? formatIsoDate(delivery.state.selected) : '';
  useEffect(() => {
    const shipping = { ...baseRef.current, shippingTier: selectedIso };
    if (selectedIso) track((events) => events.trackAddShippingInfo(shipping));
  }, [selectedIso]);

  useSessionSave(loaderCart.cartId, delivery.state.selected, values);

  const submit = async () => {
    if (submitting) return;
    display.setSubmitted(true);
    const message = submitBlockMessage({
      depositError: model.depositError,
      formValid: model.errors.length === 0,
      hasDeliveryDate: model.noDelivery || delivery.state.selected !== null,
      hasSupplierDates: model.suppliers.length > 0,
      cashAndCarry: values.cashAndCarry,
    });
    setBlock(message);
    if (message) {
      const first = model.errors[0];
      if (first) document.getElementById(fieldId(first.path.join('.')))?.focus();
      return;
    }
    setBanner([]);
    setSubmitting(true);
    // Without the submit's code (offline) nothing is posted, and the shopper may retry.
    const parts = await orderSubmit.load().catch(() => null);
    if (!parts) {
      setBanner([genericHttpErrorMessage(0)]);
      setSubmitting(false);
      return;
    }
    const { checkCardBeforePosting, encryptCard, placeOrder, postProviderForm, toCardFormValues } = parts;
    let card = null;
    if (!model.free && chosen.kind === 'card') {
      const c = values.card;
      const check = checkCardBeforePosting({ holderName: c.nameOnCard, number: c.cardNo, cvc: c.cvv, expiry: c.expiryDate }, new Date());
      const formValues = check.ok ? toCardFormValues(c, new Date()) : null;
      if (!formValues) {
        setBanner(check.ok ? [] : check.messages);
        setSubmitting(false);
        return;
      }
      card = { encryptedValues: await encryptCard(formValues, view.x509EncryptionKeys), cardHolderName: formValues.holderName };
    }
    const paymentInfo = { ...base, selectedPaymentOption: chosen.flag };
    track((events) => events.trackAddPaymentInfo(paymentInfo));
    const form = { ...model.form, selectedPaymentOption: model.free ? 0 : chosen.flag };
    // Zip in store: the request is on its way to the customer's app; a modal says so until the post answers (001 §2).
    const sendingInStore = !model.free && chosen.kind === 'inStore';
    if (sendingInStore) {
      // Without the polling the wait could not be followed or cancelled: nothing is posted, and the shopper may retry.
      const ready = await loadInStorePolling().then(() => true, () => false);
      if (!ready) {
        setBanner([genericHttpErrorMessage(0)]);
        setSubmitting(false);
        return;
      }
      setInStoreSending(true);
    }
    // The device check's token goes with the order (001 §7); posted without it when the check is unavailable. Its
    // code is the integrations' (loaded after the page), so it is fetched here rather than with the page.
    const token = await import('../../lib/integrations/fraud-check.ts').then((m) => m.fraudCheckToken(), () => null);
    const request = { ...orderRequest(form, card, window.screen, values.uniqueRequirements), fraudCheckToken: token };
    const outcome = await placeOrder(browserApi(), request, view.customerSupportNumber);
    if (sendingInStore) setInStoreSending(false);
    if (outcome.kind === 'completed') {
      leave.completed();
      clearCheckoutSession();
      const purchase = { ...base, transactionId: outcome.result.orderNumber ?? cart.cartId, shipping: delivery.state.shippingCost, selectedPaymentOption: form.selectedPaymentOption };
      track((events) => events.trackPurchase(purchase));
      await navigate(confirmationUrl(cart.cartId));
    } else if (outcome.kind === 'secure3d') {
      leave.redirecting();
      postProviderForm(outcome.action, outcome.fields);
    } else if (outcome.kind === 'redirect') {
      // Back from the provider, the page finds the date and services as they were (001 §3 saved session), and in this
      // tab the rest of the form too, without the card.
      saveCheckoutSession(sessionOf(loaderCart.cartId, delivery.state.selected, values));
      const kept = { ...values, selectedPaymentOption: chosen.flag };
      await import('./return-form.ts').then(
        ({ returnFormOf, saveReturnForm }) => saveReturnForm(returnFormOf(loaderCart.cartId, kept)),
        () => {},
      );
      leave.redirecting();
      leaveForUrl(outcome.url);
    } else if (outcome.kind === 'inStore') {
      inStore.start(outcome.reference);
    } else {
      setBanner(outcome.messages);
      const error = { ...base, message: outcome.messages[0] ?? '', selectedPaymentOption: chosen.flag, reason: outcome.reason };
      track((events) => events.trackCheckoutError(error));
      if (outcome.reload) {
        reload();
        setTimeout(() => setSubmitting(false), 500);
      } else setSubmitting(false);
    }
  };

  const suggest = (term: string) => browserApi().localitySuggestions(term);
  const addressMax = model.hasRestrictedBrand ? CHECKOUT_LIMITS.restrictedBrandAddress : CHECKOUT_LIMITS.address;
  const locked = lockedFieldsOf(view);
  const collectedFrom = values.cashAndCarry ? view.stores.find((s) => s.subdivision === values.subdivision) : undefined;
  const collectedAt = collectedFrom ? storeLocation(view, collectedFrom.subdivision) : null;
  return (
    <div className={styles.layout}>
      <form
        className={styles.main}
        noValidate
        aria-labelledby="checkout-title"
        // The submit's code is fetched with the shopper's first touch of the form: a submit needs one.
        onFocus={startOrderSubmit}
        onPointerDown={startOrderSubmit}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1 id="checkout-title" className={styles.heading}>{copy.title}</h1>
        <div role="alert" className={banner.length > 0 ? styles.banner : undefined} data-testid="checkout-banner">
          {banner.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
        {hasStaffSection(view) ? <StaffSection view={view} values={values} setValues={setValues} /> : null}
        <ContactSection copy={copy} email={values.email} phone={values.phoneNumber} newsletter={values.newsletter} locked={locked} onChange={set} display={display} />
        {model.noDelivery ? null : (
          <section className={styles.section} aria-labelledby="checkout-delivery-heading">
            <h2 id="checkout-delivery-heading" className={styles.sectionHeading}>{copy.deliveryHeading}</h2>
            <AddressFields
              prefix="deliveryAddress"
              value={values.delivery}
              onChange={(patch, picked) => setValues((v) => ({ ...v, delivery: { ...v.delivery, ...patch }, deliveryPicked: picked ?? v.deliveryPicked }))}
              display={display}
              copy={copy}
              suggest={suggest}
              addressMax={addressMax}
              locked={values.cashAndCarry ? CASH_AND_CARRY_FIELDS : []}
            />
            <TextField path="deliveryAddress.deliveryInstructions" label={copy.deliveryInstructions} value={values.delivery.deliveryInstructions} onValue={(v) => setValues((s) => ({ ...s, delivery: { ...s.delivery, deliveryInstructions: v } }))} display={display} disabled={values.cashAndCarry} maxLength={CHECKOUT_LIMITS.deliveryInstructions + 50} />
            <TextField path="poNumber" label={copy.poNumber} value={values.poNumber} onValue={(poNumber) => set({ poNumber })} display={display} maxLength={CHECKOUT_LIMITS.poNumber} />
          </section>
        )}
        <section className={styles.section} aria-labelledby="checkout-billing-heading">
          <h2 id="checkout-billing-heading" className={styles.sectionHeading}>{copy.billingHeading}</h2>
          {model.noDelivery ? null : (
            <CheckboxField path="billingSame" label={copy.billingSame} checked={values.billingSame} disabled={locked.billing.length > 0} onChecked={(billingSame) => set({ billingSame })} />
          )}
          {values.billingSame && !model.noDelivery ? null : (
            <AddressFields
              prefix="billingAddress"
              value={values.billing}
              onChange={(patch, picked) => setValues((v) => ({ ...v, billing: { ...v.billing, ...patch }, billingPicked: picked ?? v.billingPicked }))}
              display={display}
              copy={copy}
              suggest={suggest}
              addressMax={addressMax}
              locked={locked.billing}
            />
          )}
        </section>
        {/* Gift vouchers only: nothing to deliver, so no calendar and no delivery services (docs/decisions/0031). */}
        {collectedFrom && collectedAt ? (
          <p className={styles.notice} data-testid="cash-and-carry-notice">
            {fillCopy(STAFF_COPY.collectedFrom, { store: collectedFrom.name, address: `${collectedAt.address}, ${collectedAt.suburb} ${collectedAt.state} ${collectedAt.postcode}` })}
          </p>
        ) : null}
        {model.noDelivery || values.cashAndCarry ? null : (
          <>
            <DeliverySection
              copy={copy}
              delivery={delivery.state}
              today={today}
              phone={view.customerSupportNumber}
              addressReady={values.deliveryPicked}
              suppliers={model.suppliers}
              values={values}
              onFlag={set}
              onUniqueRequirements={(on) => {
                set({ uniqueRequirements: on });
                delivery.setUniqueRequirements(on);
              }}
              onSelect={(date) => {
                if (delivery.select(date)) set({ partialPayment: '' });
              }}
              onView={delivery.setView}
              onSupplierDate={(supplier, key) => setValues((v) => ({ ...v, supplierDates: { ...v.supplierDates, [supplier]: key } }))}
              stockFeeRequired={model.stockFeeRequired}
              display={display}
            />
            {NextSteps ? <NextSteps copy={copy} response={delivery.state.response} services={values.deliveryServices} onServices={(deliveryServices) => set({ deliveryServices })} installationContact={values.requestedInstallationContact} onInstallationContact={(requestedInstallationContact) => set({ requestedInstallationContact })} /> : null}
          </>
        )}
        {model.depositOffered ? (
          <DepositSection copy={copy} enabled={values.depositEnabled} amount={values.partialPayment} total={model.total} percentage={view.partialPaymentPercentage} hasError={model.depositError} onEnabled={(depositEnabled) => set({ depositEnabled, partialPayment: '' })} onAmount={(partialPayment) => set({ partialPayment })} display={display} />
        ) : null}
        <PaymentSection
          copy={copy}
          choices={choices}
          isFree={model.free}
          selected={chosen.flag}
          onSelect={(selectedPaymentOption) => set({ selectedPaymentOption })}
          card={values.card}
          onCard={(patch) => setValues((v) => ({ ...v, card: { ...v.card, ...patch } }))}
          devicePaymentCode={values.devicePaymentCode}
          onDevicePaymentCode={(devicePaymentCode) => set({ devicePaymentCode })}
          payLater={(provider) => payLaterFor(provider, { total: charged, country, today, options: paymentOptions, copy, dateLabel: longDate })}
          display={display}
          onSubmit={() => void submit()}
        />
        {model.hasRestrictedBrand ? (
          <section className={styles.section} aria-labelledby="checkout-brand-heading">
            <h2 id="checkout-brand-heading" className={styles.sectionHeading}>{copy.brandWarningHeading}</h2>
            <CheckboxField path="brandsWarnings.mieleWarning" label={fillCopy(copy.brandWarning, { brands: model.restrictedBrands.join(', ') })} checked={values.mieleWarning} onChecked={(mieleWarning) => set({ mieleWarning })} display={display} />
          </section>
        ) : null}
        <div role="alert" className={block ? styles.errorBox : undefined} data-testid="checkout-block">
          {block}
        </div>
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={submitting || cart.errors.length > 0} aria-busy={submitting}>
          {submitting ? copy.placingOrder : copy.placeOrder}
        </button>
      </form>
      {inStoreSending ? (
        <Suspense fallback={null}>
          <InStoreProcessingDialog title={copy.inStoreProcessingTitle} text={copy.inStoreProcessingText} />
        </Suspense>
      ) : null}
      {inStore.reference ? (
        <Suspense fallback={null}>
          <InStorePaymentDialog title={copy.inStoreTitle} text={copy.inStoreText} cancelLabel={copy.inStoreCancel} onCancel={inStore.cancel} />
        </Suspense>
      ) : null}
      <OrderSummary copy={copy} cart={cart} totals={{ noDelivery: model.noDelivery, shipping: model.shipping, suppliers: model.suppliers, services: model.services, total: model.total, deposit: model.deposit }} />
    </div>
  );
}
