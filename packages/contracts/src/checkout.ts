import { z } from 'zod';
import { checkoutFormShape } from '@shop/domain';
import { OrderVoucher } from './vouchers.ts';

// Spec 001 §3 and §7: the checkout calls (docs/decisions/0025-checkout-orders-and-payments.md,
// 0026-delivery-calendar.md, 0027-payments-sandbox.md). Amounts are dollars on the wire; the server recomputes every
// price from the database and never takes one from the client.

const DateTupleSchema = z.tuple([
  z.number().int().min(2000).max(2200),
  z.number().int().min(1).max(12),
  z.number().int().min(1).max(31),
]);

/** 001 §3 address as the checkout view and the confirmation show it. */
export const CheckoutAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

/** A store's phone and address as the checkout view gives it (001 §3 `store`). */
export const StoreLocation = z.object({
  phone: z.string(),
  address: z.string(),
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
});
export type StoreLocation = z.infer<typeof StoreLocation>;

/** GET /api/checkout: 001 §3 'Checkout view (from server)'. */
export const CheckoutView = z.object({
  cartId: z.string(),
  customer: z.object({
    email: z.string(),
    phone: z.string(),
    /** A locked customer's email, phone and billing fields are read-only (001 §4). */
    locked: z.boolean(),
    shippingAddress: CheckoutAddress.nullable(),
    billingAddress: CheckoutAddress.nullable(),
  }),
  /**
   * Staff only (docs/decisions/0034): the stores an order can be placed for; `subdivision` is the store's stable code
   * (its uri). `location` (our addition) is the store's address, which cash and carry fills the delivery address with
   * when another store than the default is chosen.
   */
  stores: z.array(
    z.object({
      subdivision: z.string(),
      name: z.string(),
      selected: z.boolean(),
      location: StoreLocation.optional(),
    }),
  ),
  /** Staff only: the active salespeople of the listed stores; one selected per store. */
  salesPeople: z.array(
    z.object({ code: z.string(), name: z.string(), subdivision: z.string(), selected: z.boolean() }),
  ),
  /** Staff only: the default store's contact and address. */
  store: StoreLocation.nullable(),
  /** The payment-option bitmask (domain PAYMENT_OPTION_FLAGS). */
  opts: z.number().int().nonnegative(),
  partialPaymentPercentage: z.number(),
  /** Key name → PEM X.509 certificate of the payment service's encryption key; names other than 'default' are brands. */
  x509EncryptionKeys: z.record(z.string(), z.string()),
  depositPercentage: z.number().nullable(),
  cartDeposit: z.number(),
  cartRemainingPayment: z.number(),
  country: z.enum(['AU', 'NZ']),
  currency: z.enum(['AUD', 'NZD']),
  /** {phone} of the 001 §8 messages. */
  customerSupportNumber: z.string(),
  /** Brands delivered pro-forma (setting proformaShippingBrands). */
  proformaShippingBrands: z.array(z.string()),
});
export type CheckoutView = z.infer<typeof CheckoutView>;

/**
 * The order fields of 001 §3 as posted (POST /api/checkout and, with card details and the date nulled,
 * POST /api/checkout/avail). Card details never travel in clear: only `nameOnCard` is accepted in `cardDetails`; the
 * card itself arrives as `encryptedValues`.
 */
export const CheckoutOrderFields = checkoutFormShape.extend({
  cartId: z.string().trim().max(64).nullish(),
  /**
   * The unique-delivery-requirements checkbox (001 §4): the order is delivered on today + 21 days from the nearest
   * warehouse, whatever `deliveryDate` says; offered when the availability answer's showUniqueDeliveryRequirements is.
   */
  uniqueDeliveryRequirements: z.boolean().nullish(),
  /** The anti-fraud script's device token (000 §7); bounded, and posted without it when the script is unavailable. */
  fraudCheckToken: z.string().max(4096, 'fraudCheckToken is too long').nullish(),
  cardDetails: z
    .object({
      nameOnCard: z.string().max(100).nullish(),
      cardNo: z.string().max(0, 'card numbers are accepted only encrypted').nullish(),
      expiryDate: z.string().max(0, 'card details are accepted only encrypted').nullish(),
      cvv: z.string().max(0, 'card details are accepted only encrypted').nullish(),
    })
    .nullish(),
});

/** POST /api/checkout body: the order fields plus browserInfo, encryptedValues and cardHolderName (001 §3). */
export const CheckoutRequest = CheckoutOrderFields.extend({
  browserInfo: z
    .object({
      screenHeight: z.number().int().min(0).max(100_000),
      screenWidth: z.number().int().min(0).max(100_000),
    })
    .nullish(),
  /** Key name → compact JWE (RSA-OAEP-256 + A256GCM) of the card, or null when nothing is paid by card. */
  encryptedValues: z.record(z.string().max(40), z.string().max(8192)).nullish(),
  cardHolderName: z.string().max(100).nullish(),
});
export type CheckoutRequest = z.input<typeof CheckoutRequest>;

/** 001 §3 'Order post result'. `htmlFormToPost` holds the hidden fields of the form to auto-post to `htmlFormAction`. */
export const OrderPostResult = z.object({
  orderCompleted: z.boolean(),
  success: z.boolean(),
  paymentReference: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  secure3DResponse: z
    .object({ htmlFormAction: z.string(), htmlFormToPost: z.record(z.string(), z.string()) })
    .nullable(),
  orderNumber: z.string().nullable(),
});
export type OrderPostResult = z.infer<typeof OrderPostResult>;

/** POST /api/checkout/avail body: the address part of the order fields (001 §7). */
export const AvailabilityRequest = CheckoutOrderFields.partial();
export type AvailabilityRequest = z.input<typeof AvailabilityRequest>;

export const AvailabilityDate = z.object({
  date: DateTupleSchema,
  available: z.boolean(),
  price: z.number(),
});

/** 001 §3 'Delivery service'. `blurb` is sanitised HTML. */
export const DeliveryService = z.object({
  sku: z.string(),
  title: z.string(),
  blurb: z.string(),
  price: z.number(),
  selected: z.boolean(),
  hidden: z.boolean(),
});
export type DeliveryService = z.infer<typeof DeliveryService>;

/** POST /api/checkout/avail answer: 001 §3 'Availability response'; month is 1-based. */
export const AvailabilityResponse = z.object({
  availability: z.object({ unavailable: z.boolean(), dates: z.array(AvailabilityDate) }),
  supplierAvailability: z.record(
    z.string(),
    z.object({
      dates: z.array(z.object({ date: DateTupleSchema, price: z.number() })),
      products: z.array(z.string()),
    }),
  ),
  winningDeliveryServiceOverride: z.boolean(),
  supplierErrors: z.array(z.string()),
  cartId: z.string(),
  showNotifyIfAvailableSooner: z.boolean(),
  deliveryServices: z.array(DeliveryService),
  showInstallationContact: z.boolean(),
  showUniqueDeliveryRequirements: z.boolean(),
  /** The warehouse the order ships from (for the next-steps panel). */
  deliveredBy: z.string().nullable(),
  /** Every cart product is delivered pro-forma: a warning block replaces the calendar (001 §4). */
  proformaOnly: z.boolean(),
  /** GET /api/checkout/reschedule only: the order's current delivery date (marked, and not offered again). */
  currentDeliveryDate: DateTupleSchema.nullable().optional(),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponse>;

/** POST /api/checkout/void body. */
export const VoidRequest = z.object({
  cartId: z.string().trim().max(64),
  selectedPaymentOption: z.number().int().nonnegative().optional(),
});
export const VoidResult = z.object({ success: z.boolean() });

/** GET /api/checkout/v2/paymentconfiguration. */
export const PaymentConfigurationV2 = z.object({
  paymentConfigurations: z.array(
    z.object({
      provider: z.string(),
      isEnabled: z.boolean(),
      minimumAmount: z.number(),
      maximumAmount: z.number(),
    }),
  ),
  x509EncryptionKeys: z.record(z.string(), z.string()),
});
export type PaymentConfigurationV2 = z.infer<typeof PaymentConfigurationV2>;

/** GET /api/checkout/paymentconfiguration: 001 §7 per-provider options. */
export const PaymentConfiguration = z.object({
  paymentOptions: z.record(
    z.string(),
    z.object({
      isEnabled: z.boolean(),
      details: z
        .object({
          minimumAmount: z.number(),
          maximumAmount: z.number(),
          repaymentPeriodMonths: z.number().optional(),
          offerExpiry: z.string().optional(),
          offerExpiryInclusion: z.string().optional(),
        })
        .nullable(),
    }),
  ),
});
export type PaymentConfiguration = z.infer<typeof PaymentConfiguration>;

export const ConfirmationQuery = z.object({ id: z.string().trim().max(64) });

const OrderLine = z.object({
  sku: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineDiscount: z.number(),
  warranty: z.object({ name: z.string(), price: z.number() }).nullable(),
  install: z.object({ name: z.string(), price: z.number() }).nullable(),
  lineTotal: z.number(),
  image: z.string(),
});

/** GET /api/checkout/confirmation?id={cartId}: the placed order, to the browser or account that placed it only. */
export const OrderConfirmation = z.object({
  cartId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  placedAt: z.string(),
  email: z.string(),
  phone: z.string(),
  lines: z.array(OrderLine),
  /** Gift vouchers bought with the order (docs/decisions/0031): no delivery, e-mailed to each recipient. */
  vouchers: z.array(OrderVoucher),
  deliveryDate: DateTupleSchema.nullable(),
  /** Collected from the store by the customer (001 §4 cash and carry): no delivery date, the store's address. */
  cashAndCarry: z.boolean().optional(),
  deliveryAddress: CheckoutAddress.extend({ deliveryInstructions: z.string() }),
  billingAddress: CheckoutAddress,
  supplierDeliveries: z.array(z.object({ supplier: z.string(), date: DateTupleSchema, price: z.number() })),
  deliveryServices: z.array(z.object({ sku: z.string(), title: z.string(), price: z.number() })),
  subTotal: z.number(),
  discountTotal: z.number(),
  giftCardTotal: z.number(),
  shipping: z.number(),
  extras: z.number(),
  total: z.number(),
  depositPaid: z.number().nullable(),
  remainingPayment: z.number().nullable(),
  paymentMethod: z.string(),
  currency: z.enum(['AUD', 'NZD']),
  /** The date may still be changed until two working days before delivery. */
  canReschedule: z.boolean(),
  /**
   * While the date may change: the order e-mail's signed link to the reschedule page, as a path on this storefront
   * ('/customer/reschedule-delivery?orderNumber=…&token=…'). Only the browser or account that placed the order sees
   * the confirmation, so it may hold the same link the e-mail does.
   */
  rescheduleUrl: z
    .string()
    .regex(/^\/customer\/reschedule-delivery\?/)
    .optional(),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;

/** POST /api/checkout/reschedule: another date for a placed order (page type rescheduleDelivery). */
export const RescheduleRequest = z.object({
  orderNumber: z.string().trim().max(20),
  /** The signed token of the order e-mail's link, when not signed in as the order's account. */
  token: z.string().max(512).optional(),
  deliveryDate: DateTupleSchema,
});
export const RescheduleAvailabilityQuery = z.object({
  orderNumber: z.string().trim().max(20),
  token: z.string().max(512).optional(),
});
export const RescheduleResult = z.object({
  orderNumber: z.string(),
  deliveryDate: DateTupleSchema,
  priceDifference: z.number(),
});

// ---- Hosted-page providers and Zip in store (docs/decisions/0029-buy-now-pay-later.md) ----

/**
 * The parameter each provider appends to the storefront's return address, naming its payment, beside
 * `status=SUCCESS|CANCELLED` (PayPal also appends `PayerID` on approval). The confirmation calls take them as sent.
 */
export const PROVIDER_RETURN_PARAMS = {
  paypal: 'token',
  afterpay: 'orderToken',
  zip: 'checkoutId',
  klarna: 'order_id',
  humm: 'x_reference',
} as const;

/**
 * POST /api/checkout/{provider}confirmation?{params}: no body; the query as the provider's return carried it.
 * Every provider's parameters are accepted here; each route reads its own (PROVIDER_RETURN_PARAMS).
 */
export const ProviderConfirmationQuery = z.object({
  status: z.enum(['SUCCESS', 'CANCELLED']).optional(),
  token: z.string().max(100).optional(),
  PayerID: z.string().max(100).optional(),
  orderToken: z.string().max(100).optional(),
  checkoutId: z.string().max(100).optional(),
  order_id: z.string().max(100).optional(),
  x_reference: z.string().max(100).optional(),
});
export type ProviderConfirmationQuery = z.infer<typeof ProviderConfirmationQuery>;

/** GET /api/payment/status (001 §7), polled every 2 s for Zip in store. */
export const PaymentStatusQuery = z.object({
  cartId: z.string().trim().max(64),
  paymentReference: z.string().trim().max(100),
  selectedPaymentOption: z.coerce.number().int().nonnegative(),
});

export const PAYMENT_STATUSES = ['Pending', 'Approved', 'Declined', 'Cancelled', 'Expired'] as const;

/** `redirectUrl` is the confirmation once Approved has placed the order. */
export const PaymentStatusResponse = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES),
  message: z.string().nullable(),
  redirectUrl: z.string().nullable(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/**
 * POST /api/checkout/payment-notifications: the gateway's signed notification (header Payment-Signature, server-kit
 * webhook-signature.ts). The storefront trusts only the references: it looks the payment up at the gateway before
 * acting, and answers 200 to a duplicate.
 */
export const PaymentNotification = z.object({
  eventId: z.string().max(100),
  eventCode: z.enum(['AUTHORISATION', 'CANCELLATION', 'REFUSAL', 'EXPIRY']),
  pspReference: z.string().max(100),
  merchantReference: z.string().max(200),
  merchantAccount: z.string().max(100),
  method: z.string().max(40),
  amount: z.object({ value: z.number().int().nonnegative(), currency: z.string().max(3) }),
  createdAt: z.string().max(40),
});
export type PaymentNotification = z.infer<typeof PaymentNotification>;
