import { z } from 'zod';
import { COUNTRIES } from '@shop/domain';

// The storefront's account calls (000 §7 'Product API': /api/account*), docs/decisions/0022. The account is always
// the one of the verified access token; no call takes an account id from the client.

/** GET /api/account: the identity profile plus the staff fields of 000 §3 'Admin account' (null for shoppers). */
export const AccountInfo = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  phone: z.string().nullable(),
  winningUserId: z.string().nullable(),
  winningCmsUrl: z.string().nullable(),
  salespersonCode: z.string().nullable(),
  /** Staff see the toolbar, reminders and side panel (000 §1). */
  isStaff: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

const profileText = (max: number) => z.string().trim().max(max).optional();

/** PATCH /api/account: the profile fields the shopper may change; absent fields stay as they are. */
export const UpdateAccountBody = z.object({
  firstName: profileText(100),
  lastName: profileText(100),
  email: profileText(254),
  /** '' removes the phone number. */
  phone: profileText(20),
});
export type UpdateAccountBody = z.input<typeof UpdateAccountBody>;

/** PATCH /api/account answer: the profile after the change and the identity service's confirmation. */
export const UpdateAccountResult = AccountInfo.extend({ message: z.string() });
export type UpdateAccountResult = z.infer<typeof UpdateAccountResult>;

/** Plain strings with generous bounds; the checkout's address rules (packages/domain) judge them in the service. */
const addressText = (max: number) => z.string().max(max).default('');

/** POST /api/account/order/addresses/save: a new address, or (with `id`) a change to one of the account's own. */
export const SaveAddressBody = z.object({
  id: z.uuid().optional(),
  firstName: addressText(200),
  lastName: addressText(200),
  companyName: addressText(200),
  address: addressText(200),
  suburb: addressText(200),
  state: addressText(20),
  postcode: addressText(20),
  country: z.enum(COUNTRIES).optional(),
  phone: addressText(40),
});
export type SaveAddressBody = z.input<typeof SaveAddressBody>;

export const SavedAddress = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** GET /api/account/order/addresses, newest first; also the answer of save and delete. */
export const SavedAddressList = z.object({
  totalCount: z.number().int().nonnegative(),
  addresses: z.array(SavedAddress),
});
export type SavedAddressList = z.infer<typeof SavedAddressList>;

export const AddressIdParams = z.object({ id: z.string().max(64) });

export const INVOICED_ORDERS_PAGE_SIZE = 10;

export const InvoicedOrdersQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** One order of the list. Amounts are dollars, as every API answer shows them. */
export const InvoicedOrderSummary = z.object({
  id: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.string(),
  itemCount: z.number().int().nonnegative(),
  total: z.number(),
});
export type InvoicedOrderSummary = z.infer<typeof InvoicedOrderSummary>;

/** GET /api/account/order/invoiced?page=: zero-based pages of INVOICED_ORDERS_PAGE_SIZE, newest first. */
export const InvoicedOrdersPage = z.object({
  page: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  totalCount: z.number().int().nonnegative(),
  orders: z.array(InvoicedOrderSummary),
});
export type InvoicedOrdersPage = z.infer<typeof InvoicedOrdersPage>;

export const InvoicedOrderLine = z.object({
  sku: z.string(),
  title: z.string(),
  quantity: z.number().int().positive(),
  price: z.number(),
});

/**
 * GET /api/account/order/invoiced/{id}. `deliveryDate` is the booked day (yyyy-mm-dd, null when the order has none);
 * `canChangeDeliveryDate` says whether the day may still be moved online (until two working days before it), which
 * the account's order page offers as a link to the reschedule page.
 */
export const InvoicedOrder = InvoicedOrderSummary.extend({
  lines: z.array(InvoicedOrderLine),
  deliveryAddress: SavedAddress.omit({ id: true }).nullable(),
  deliveryDate: z.string().nullable(),
  canChangeDeliveryDate: z.boolean(),
});
export type InvoicedOrder = z.infer<typeof InvoicedOrder>;

export const OrderIdParams = z.object({ id: z.string().max(64) });

/** GET /api/account/reminders (staff only), 000 §3 'Reminders'. */
export const Reminder = z.object({ id: z.string(), name: z.string(), notes: z.string(), date: z.string() });
export const Reminders = z.object({
  totalCount: z.number().int().nonnegative(),
  reminders: z.array(Reminder),
});
export type Reminders = z.infer<typeof Reminders>;
