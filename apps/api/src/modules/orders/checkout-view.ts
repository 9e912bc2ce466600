import type { Cart, CheckoutAddress, CheckoutView, SavedAddress } from '@shop/contracts';
import type { Db } from '@shop/db';
import {
  DEFAULT_DEPOSIT_PERCENTAGE,
  cartHasRestrictedBrand,
  isDepositOffered,
  minimumDeposit,
  parseProformaBrands,
  paymentOptionsFrom,
  remainingPayment,
  type PaymentOptionName,
} from '@shop/domain';
import type { StorefrontConfig } from '../../config.ts';
import { loadAddresses } from '../account/addresses.ts';
import { toAccountInfo } from '../account/service.ts';
import type { IdentityClient } from '../auth/identity-client.ts';
import { loadSettings } from '../content/service.ts';
import { projectCustomer, staffSection, staffViewerOf, type StaffViewer } from './staff-checkout.ts';

// GET /api/checkout: 001 §3 'Checkout view (from server)' for the request's cart.

/**
 * The options a shopper's checkout offers (001 §3 payment option flags): the credit card (Default, 0, needs no bit),
 * the hosted-page providers (PayPal, Zip, Afterpay, Klarna, Humm; docs/decisions/0029) and the delivery choices the
 * checkout page shows — the stock-fee acknowledgement (WarehouseStorageCharge), unique delivery requirements,
 * delivery instructions, the installation-contact checkbox and the connect-and-remove delivery service. No staff bit.
 */
export const SHOPPER_PAYMENT_OPTIONS: readonly PaymentOptionName[] = [
  'PayPal',
  'Zip',
  'Afterpay',
  'Klarna',
  'Humm',
  'WarehouseStorageCharge',
  'UniqueRequirements',
  'DeliveryInstructions',
  'InstallationContact',
  'ConnectRemove',
];

/**
 * A staff viewer's checkout adds Zip in store (ADR 0029) and the staff-assisted options (docs/decisions/0034): 'Use
 * Other Payment Method', the salesperson, cash and carry and the Winning Services delivery override.
 */
export const STAFF_PAYMENT_OPTIONS: readonly PaymentOptionName[] = [
  ...SHOPPER_PAYMENT_OPTIONS,
  'ZipInStore',
  'StaffOnlyOtherPaymentMethod',
  'SetSalesperson',
  'CashAndCarry',
  'WinningDeliveryServiceOverride',
];

/** 001 §4: the credit account (CRAccount) is one storefront's; ours is the commercial Appliance Central (0034). */
export const CR_ACCOUNT_THEMES: readonly string[] = ['aoc'];

/** The opts bitmask a viewer is offered: staff (access.ts's role check) get the staff options, CRAccount by theme. */
export function viewerPaymentOptions(isStaff: boolean, theme: string): number {
  if (!isStaff) return paymentOptionsFrom(SHOPPER_PAYMENT_OPTIONS);
  return paymentOptionsFrom(
    CR_ACCOUNT_THEMES.includes(theme) ? [...STAFF_PAYMENT_OPTIONS, 'CRAccount'] : STAFF_PAYMENT_OPTIONS,
  );
}

export interface ViewContext {
  db: Db;
  /** The request's site (its brand, country and currency). */
  config: Pick<StorefrontConfig, 'theme' | 'country' | 'currency' | 'customerSupportNumber'>;
  identity: IdentityClient;
  certificates: () => Promise<Record<string, string>>;
}

export interface Viewer {
  cart: Cart;
  /** The signed-in account and its access token (the profile is asked with the shopper's own token). */
  account: { accountId: string; token: string } | null;
}

const toCheckoutAddress = (a: SavedAddress): CheckoutAddress => ({
  firstName: a.firstName,
  lastName: a.lastName,
  companyName: a.companyName,
  address: a.address,
  suburb: a.suburb,
  state: a.state,
  postcode: a.postcode,
  country: a.country,
});

/**
 * A guest is who the cart says (its e-mail); a signed-in shopper is their account's e-mail and phone with their
 * newest saved address for delivery and billing. A staff member's cart built from a project whose customer has an
 * e-mail is that customer's, locked (docs/decisions/0034); nothing else is locked.
 */
async function customerOf(
  ctx: ViewContext,
  viewer: Viewer,
): Promise<{ customer: CheckoutView['customer']; staff: StaffViewer | null }> {
  if (!viewer.account)
    return {
      customer: {
        email: viewer.cart.email ?? '',
        phone: '',
        locked: false,
        shippingAddress: null,
        billingAddress: null,
      },
      staff: null,
    };
  const { accountId, token } = viewer.account;
  const [profile, saved] = await Promise.all([
    ctx.identity.getProfile(token),
    loadAddresses(ctx.db, accountId),
  ]);
  const staff = staffViewerOf(profile, accountId);
  const forProject = staff
    ? await projectCustomer(ctx.db, staff, viewer.cart.cartId, ctx.config.country)
    : null;
  if (forProject) return { customer: forProject, staff };
  const info = toAccountInfo(profile);
  const first = saved.addresses[0];
  const address = first ? toCheckoutAddress(first) : null;
  return {
    customer: {
      email: info.email,
      phone: info.phone ?? '',
      locked: false,
      shippingAddress: address,
      billingAddress: address,
    },
    staff,
  };
}

/** The configured support number ({phone} of 001 §8): the settings row, else the storefront's configuration. */
export function supportNumberOf(
  settings: { items: { name: string; value: string }[] },
  fallback: string,
): string {
  return settings.items.find((i) => i.name === 'customerSupportNumber')?.value.trim() || fallback;
}

export async function loadCheckoutView(ctx: ViewContext, viewer: Viewer): Promise<CheckoutView> {
  const { cart } = viewer;
  const [{ customer, staff }, settings, x509EncryptionKeys] = await Promise.all([
    customerOf(ctx, viewer),
    loadSettings(ctx.db),
    ctx.certificates(),
  ]);
  // Staff data for staff only: a shopper's view has no stores, salespeople or store (001 §6).
  const section = staff
    ? await staffSection(ctx.db, ctx.config.country, staff)
    : { stores: [], salesPeople: [], store: null };
  const total = cart.orderTotal ?? 0;
  // The deposit figures are the least a deposit may be for this cart (001 §5 minDeposit); none is offered for an
  // empty cart or one holding the restricted brand (001 §4), nor for one holding a gift voucher: a voucher is issued
  // only when paid in full (docs/decisions/0031).
  const offered =
    total > 0 && cart.vouchers.length === 0 && isDepositOffered(cartHasRestrictedBrand(cart.products));
  const deposit = offered ? minimumDeposit(total, DEFAULT_DEPOSIT_PERCENTAGE) : 0;
  return {
    cartId: cart.cartId,
    customer,
    ...section,
    opts: viewerPaymentOptions(staff !== null, ctx.config.theme),
    partialPaymentPercentage: DEFAULT_DEPOSIT_PERCENTAGE,
    x509EncryptionKeys,
    depositPercentage: offered ? DEFAULT_DEPOSIT_PERCENTAGE : null,
    cartDeposit: deposit,
    cartRemainingPayment: offered ? remainingPayment(total, deposit) : total,
    country: ctx.config.country,
    currency: ctx.config.currency,
    customerSupportNumber: supportNumberOf(settings, ctx.config.customerSupportNumber),
    proformaShippingBrands: parseProformaBrands(
      settings.items.find((i) => i.name === 'proformaShippingBrands')?.value,
    ),
  };
}
