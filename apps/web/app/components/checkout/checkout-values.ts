import type { AvailabilityRequest, Cart, CheckoutRequest, CheckoutView } from '@shop/contracts';
import type { CalendarDate, CheckoutForm, CheckoutFormContext, Country, DateTuple } from '@shop/domain';
import { isInStorePayment, toDateTuple } from '@shop/domain';
import { initialStaffValues, lockedFieldsOf, type StaffValues } from './staff-values.ts';

// The checkout page's form values (001 §3 'Checkout form' and 'order preferences') and how they become the domain's
// form for validation and the bodies of the two checkout calls.

export interface AddressValues {
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface CardValues {
  nameOnCard: string;
  cardNo: string;
  expiryDate: string;
  cvv: string;
}

export interface CheckoutValues extends StaffValues {
  email: string;
  newsletter: boolean;
  phoneNumber: string;
  delivery: AddressValues & { deliveryInstructions: string };
  /** True once the suburb came from the suggestions (001 §5), and again after any pick. */
  deliveryPicked: boolean;
  poNumber: string;
  billingSame: boolean;
  billing: AddressValues;
  billingPicked: boolean;
  requestedDeliveryContact: boolean;
  requestedInstallationContact: boolean;
  earlyNotification: boolean;
  uniqueRequirements: boolean;
  deliveryServices: string[];
  depositEnabled: boolean;
  partialPayment: string;
  selectedPaymentOption: number;
  card: CardValues;
  /** The customer's 6-digit code from their Zip app (Zip in store, 001 §5). */
  devicePaymentCode: string;
  mieleWarning: boolean;
  stockFeeAcknowledged: boolean;
  /** Supplier name to the chosen date's key (supplierDateKey); a supplier not here takes its first date. */
  supplierDates: Record<string, string>;
}

const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  address: '',
  suburb: '',
  state: '',
  postcode: '',
};

function addressFrom(a: CheckoutView['customer']['shippingAddress']): AddressValues {
  if (!a) return { ...EMPTY_ADDRESS };
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    companyName: a.companyName,
    address: a.address,
    suburb: a.suburb,
    state: a.state,
    postcode: a.postcode,
  };
}

/** 001 §3 preferences' defaults: newsletter on, billing same as delivery (unless the account's billing differs). */
export function initialValues(view: CheckoutView, cart: Cart): CheckoutValues {
  const delivery = addressFrom(view.customer.shippingAddress);
  const billing = view.customer.billingAddress ? addressFrom(view.customer.billingAddress) : { ...delivery };
  const billingSame = !view.customer.billingAddress || JSON.stringify(billing) === JSON.stringify(delivery);
  return {
    email: view.customer.email || cart.email || '',
    newsletter: true,
    phoneNumber: view.customer.phone,
    delivery: { ...delivery, deliveryInstructions: '' },
    deliveryPicked: delivery.suburb !== '',
    poNumber: '',
    // A locked customer's billing is the account's and is always sent (001 §4).
    billingSame: billingSame && lockedFieldsOf(view).billing.length === 0,
    billing,
    billingPicked: billing.suburb !== '',
    requestedDeliveryContact: false,
    requestedInstallationContact: false,
    earlyNotification: false,
    uniqueRequirements: false,
    deliveryServices: [],
    depositEnabled: false,
    partialPayment: '',
    selectedPaymentOption: 0,
    card: { nameOnCard: '', cardNo: '', expiryDate: '', cvv: '' },
    devicePaymentCode: '',
    mieleWarning: false,
    stockFeeAcknowledged: false,
    supplierDates: {},
    ...initialStaffValues(view),
  };
}

/** Brands named by the encryption keys other than 'default' (001 §3) that the cart holds. */
export function restrictedBrandsInCart(view: CheckoutView, cart: Cart): string[] {
  const names = new Set(restrictedBrandKeyNames(view.x509EncryptionKeys).map((n) => n.trim().toLowerCase()));
  return [...new Set(cart.products.map((p) => p.brand.trim()).filter((b) => names.has(b.toLowerCase())))];
}

export interface SupplierChoice {
  supplier: string;
  date: DateTuple;
  price: number;
  products: string[];
  /** Every date the supplier offers, for the shopper's choice. */
  dates: readonly { date: DateTuple; price: number }[];
}

export interface PostContext {
  cart: Cart;
  country: Country;
  selectedDate: CalendarDate | null;
  supplierDates: readonly SupplierChoice[];
  /** The total the deposit is judged against (the total shown). */
  total: number;
  stockFeeRequired: boolean;
}

const trimmed = (a: AddressValues) =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.trim()])) as unknown as AddressValues;

/** The order fields of 001 §3 (with the card as typed, for validation only; see orderRequest for what is posted). */
export function toDomainForm(values: CheckoutValues, ctx: PostContext): CheckoutForm {
  const delivery = { ...trimmed(values.delivery), country: ctx.country };
  const billingSource = values.billingSame ? values.delivery : values.billing;
  const billing = { ...trimmed({ ...EMPTY_ADDRESS, ...pickAddress(billingSource) }), country: ctx.country };
  return {
    cartId: ctx.cart.cartId,
    email: values.email.trim(),
    newsletter: values.newsletter,
    phoneNumber: values.phoneNumber.trim(),
    partialPayment: values.depositEnabled ? values.partialPayment.trim() : null,
    deliveryAddress: delivery,
    poNumber: values.poNumber.trim(),
    billingAddress: billing,
    deliveryDate: ctx.selectedDate ? ([...toDateTuple(ctx.selectedDate)] as [number, number, number]) : null,
    EarlyNotification: values.earlyNotification,
    requestedDeliveryContact: values.requestedDeliveryContact,
    requestedInstallationContact: values.requestedInstallationContact,
    deliveryServices: values.deliveryServices,
    selectedPaymentOption: values.selectedPaymentOption,
    devicePaymentCode: isInStorePayment(values.selectedPaymentOption) ? values.devicePaymentCode.trim() : null,
    cart: {
      items: ctx.cart.products.map((p) => ({
        qty: p.quantity,
        sku: p.sku,
        unitId: p.unitId,
        productCode: p.productCode,
        category: p.category,
        warrantyId: p.warrantyId,
        installId: p.installId,
      })),
      orderTotal: ctx.cart.orderTotal ?? 0,
      couponCode: ctx.cart.couponCode,
    },
    cardDetails: { ...values.card },
    brandsWarnings: { mieleWarning: values.mieleWarning },
    stockFeeAcknowledged: ctx.stockFeeRequired ? values.stockFeeAcknowledged : null,
    supplierDeliveryDates: ctx.supplierDates.map((s) => ({ supplier: s.supplier, deliveryDate: s.date, price: s.price })),
    // Staff only (the view offers them to staff alone, the server refuses them to anyone else): 001 §3.
    subdivision: values.subdivision || null,
    salespersonCode: values.salespersonCode || null,
    cashAndCarry: values.cashAndCarry,
    winningDeliveryServiceOverride: values.winningDeliveryServiceOverride,
  };
}

function pickAddress(a: AddressValues): AddressValues {
  const { firstName, lastName, companyName, address, suburb, state, postcode } = a;
  return { firstName, lastName, companyName, address, suburb, state, postcode };
}

export function formContext(
  values: CheckoutValues,
  ctx: PostContext & { hasRestrictedBrand: boolean; isFreeOrder: boolean; depositPercentage: number },
): CheckoutFormContext {
  return {
    country: ctx.country,
    hasRestrictedBrand: ctx.hasRestrictedBrand,
    isFreeOrder: ctx.isFreeOrder,
    billingDiffers: !values.billingSame,
    today: new Date(),
    deliverySuburbPicked: values.deliveryPicked,
    billingSuburbPicked: values.billingSame || values.billingPicked,
    stockFeeRequired: ctx.stockFeeRequired,
    depositEnabled: values.depositEnabled,
    orderTotal: ctx.total,
    depositPercentage: ctx.depositPercentage,
  };
}

/**
 * POST /api/checkout: the card never travels in clear: only the holder's name and the encrypted blobs (null, with
 * no card details at all, for a free order).
 */
export function orderRequest(
  form: CheckoutForm,
  card: { encryptedValues: Record<string, string>; cardHolderName: string } | null,
  screen: { height: number; width: number },
  uniqueDeliveryRequirements = false,
): CheckoutRequest {
  const { cardDetails: _typed, ...fields } = form;
  return {
    ...fields,
    // The server dates such an order itself (today + 21 days, 001 §4) rather than trusting the posted date.
    uniqueDeliveryRequirements,
    cardDetails: card ? { nameOnCard: card.cardHolderName } : null,
    encryptedValues: card?.encryptedValues ?? null,
    cardHolderName: card?.cardHolderName ?? null,
    browserInfo: { screenHeight: Math.round(screen.height), screenWidth: Math.round(screen.width) },
  };
}

/** POST /api/checkout/avail: the address part with card details and the date nulled (001 §7). */
export function availabilityRequest(values: CheckoutValues, cart: Cart, country: Country): AvailabilityRequest {
  return {
    cartId: cart.cartId,
    deliveryAddress: { ...trimmed(values.delivery), country, deliveryInstructions: values.delivery.deliveryInstructions },
    deliveryServices: values.deliveryServices,
    selectedPaymentOption: values.selectedPaymentOption,
    cardDetails: null,
    deliveryDate: null,
    winningDeliveryServiceOverride: values.winningDeliveryServiceOverride,
  };
}

/** Key names other than 'default' name restricted brands; the brand warning shows when the cart holds one (001 §3). */
export function restrictedBrandKeyNames(x509EncryptionKeys: Readonly<Record<string, string>>): string[] {
  return Object.keys(x509EncryptionKeys).filter((name) => name.toLowerCase() !== 'default');
}
