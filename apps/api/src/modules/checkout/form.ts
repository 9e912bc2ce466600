import type { z } from 'zod';
import type { CheckoutRequest } from '@shop/contracts';
import {
  CHECKOUT_FIELD_MESSAGES,
  checkoutFormErrors,
  isValidHolderName,
  type CheckoutForm,
  type Country,
} from '@shop/domain';
import type { Db } from '@shop/db';
import { lookupLocality } from '../geo/service.ts';

// 001 §5 on the server: the domain's rules with what only the server knows (whether a suburb exists, the total).

export type CheckoutBody = z.output<typeof CheckoutRequest>;
type Address = NonNullable<CheckoutForm['billingAddress']>;

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'address',
  'suburb',
  'state',
  'postcode',
] as const;
const clean = (v: string | null | undefined) => (v ?? '').trim();

/** Billing counts as different when it is given and any of its fields differs from the delivery address's. */
export function billingDiffers(form: CheckoutBody): boolean {
  const billing = form.billingAddress;
  if (!billing || ADDRESS_FIELDS.every((f) => clean(billing[f]) === '')) return false;
  return ADDRESS_FIELDS.some(
    (f) => clean(billing[f]).toUpperCase() !== clean(form.deliveryAddress[f]).toUpperCase(),
  );
}

/** Whether the address names a locality of the suggestion list (001 §5: the suburb must be picked from it). */
async function suburbPicked(db: Db, a: Partial<Address> | null | undefined): Promise<boolean> {
  const suburb = clean(a?.suburb);
  const postcode = clean(a?.postcode);
  if (suburb === '' || postcode === '') return true; // the required-field message covers it
  try {
    await lookupLocality(db, { suburb, state: clean(a?.state), postcode });
    return true;
  } catch {
    return false;
  }
}

export interface FormContext {
  country: Country;
  hasRestrictedBrand: boolean;
  today: Date;
  /** 001 §4's stock-fee acknowledgement is required for the chosen date (delivery-choice.ts). */
  stockFeeRequired: boolean;
  /**
   * Nothing is delivered (a cart of gift vouchers only, docs/decisions/0031): the delivery address is neither shown
   * nor checked, and the billing address is required instead.
   */
  noDelivery?: boolean;
  /** Cash and carry: the delivery address is the chosen store's (docs/decisions/0034), not one typed and picked. */
  deliveryFromStore?: boolean;
}

/**
 * Every 001 §5 message this form earns, in field order, without the card and the deposit (both depend on the total,
 * known once delivery is quoted).
 */
export async function formMessages(db: Db, form: CheckoutBody, ctx: FormContext): Promise<string[]> {
  const noDelivery = ctx.noDelivery === true;
  const differs = noDelivery || billingDiffers(form);
  // One after the other: inside the reservation's transaction both run on its one connection.
  const deliveryPicked =
    noDelivery || ctx.deliveryFromStore === true ? true : await suburbPicked(db, form.deliveryAddress);
  const billingPicked = differs ? await suburbPicked(db, form.billingAddress) : true;
  const errors = checkoutFormErrors({ ...form, cardDetails: null, partialPayment: null } as CheckoutForm, {
    country: ctx.country,
    hasRestrictedBrand: ctx.hasRestrictedBrand,
    // The card fields are checked below, as the server sees them.
    isFreeOrder: true,
    billingDiffers: differs,
    today: ctx.today,
    deliverySuburbPicked: deliveryPicked,
    billingSuburbPicked: billingPicked,
    depositEnabled: false,
    stockFeeRequired: ctx.stockFeeRequired,
  });
  const asked = noDelivery ? errors.filter((e) => e.path[0] !== 'deliveryAddress') : errors;
  return [...new Set(asked.map((e) => e.message))];
}

/**
 * The card as the server sees it, when something is charged: a holder name, and a blob encrypted for the key name
 * the order is charged under ('default' or the restricted brand). The number, expiry and CVC are the gateway's to
 * check; a failure there is 001 §8's 401.
 */
export function cardMessages(form: CheckoutBody, keyName: string): string[] {
  const messages: string[] = [];
  if (!isValidHolderName(clean(form.cardHolderName) || clean(form.cardDetails?.nameOnCard)))
    messages.push(CHECKOUT_FIELD_MESSAGES.nameOnCard);
  if (clean(form.encryptedValues?.[keyName]) === '') messages.push(CHECKOUT_FIELD_MESSAGES.cardNo);
  return messages;
}
