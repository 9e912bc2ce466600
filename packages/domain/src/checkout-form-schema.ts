import { z } from 'zod';
import { checkoutFormErrors, type CheckoutFormContext } from './checkout-form.ts';

// The checkout form's zod schemas, apart from its rules (checkout-form.ts) as the coupon's are (coupon-schema.ts):
// the servers parse with them, while the checkout page takes only the limits, messages and checks, so it does not
// build schemas (and load zod) it never uses (docs/decisions/0046-js-budget.md).

const text = z.string().nullish();
const flag = z.boolean().nullish();

const addressShape = {
  firstName: text,
  lastName: text,
  companyName: text,
  address: text,
  suburb: text,
  state: text,
  postcode: text,
  country: text,
};

export const cartLineSchema = z.object({
  qty: z.number().int().positive(),
  sku: z.string(),
  unitId: z.union([z.string(), z.number()]).nullish(),
  productCode: z.string().nullish(),
  category: z.string().nullish(),
  warrantyId: z.union([z.string(), z.number()]).nullish(),
  installId: z.union([z.string(), z.number()]).nullish(),
});

const dateTuple = z.tuple([
  z.number().int(),
  z.number().int().min(1).max(12),
  z.number().int().min(1).max(31),
]);

/** Field types only; the rules that depend on the context run in the refinement of checkoutFormSchema. */
export const checkoutFormShape = z.object({
  cartId: text,
  email: text,
  newsletter: flag,
  phoneNumber: text,
  partialPayment: z.union([z.number(), z.string()]).nullish(),
  deliveryAddress: z.object({ ...addressShape, deliveryInstructions: text }),
  poNumber: text,
  billingAddress: z.object(addressShape).nullish(),
  deliveryDate: dateTuple.nullish(),
  EarlyNotification: flag,
  requestedDeliveryContact: flag,
  requestedInstallationContact: flag,
  deliveryServices: z.array(z.string()).nullish(),
  subdivision: text,
  salespersonCode: text,
  selectedPaymentOption: z.number().int().nonnegative(),
  devicePaymentCode: text,
  cart: z
    .object({ items: z.array(cartLineSchema).nullish(), orderTotal: z.number().nullish(), couponCode: text })
    .nullish(),
  cardDetails: z.object({ nameOnCard: text, cardNo: text, expiryDate: text, cvv: text }).nullish(),
  brandsWarnings: z.object({ mieleWarning: flag }).nullish(),
  stockFeeAcknowledged: flag,
  cashAndCarry: flag,
  fraudCheckToken: text,
  supplierDeliveryDates: z
    .array(z.object({ supplier: z.string(), deliveryDate: z.unknown(), price: z.number().nullish() }))
    .nullish(),
  winningDeliveryServiceOverride: flag,
});
export type CheckoutForm = z.infer<typeof checkoutFormShape>;
export type CheckoutAddress = z.infer<typeof checkoutFormShape.shape.deliveryAddress>;

/** The checkout form schema for this context: the server parses with it; the page runs the same checks directly. */
export function checkoutFormSchema(ctx: CheckoutFormContext) {
  return checkoutFormShape.superRefine((form, issues) => {
    for (const e of checkoutFormErrors(form, ctx)) {
      issues.addIssue({ code: 'custom', path: [...e.path], message: e.message });
    }
  });
}
