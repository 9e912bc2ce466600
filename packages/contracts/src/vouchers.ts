import { z } from 'zod';
import { VOUCHER_LIMITS } from '@shop/domain';

// Gift vouchers in the cart (docs/decisions/0031-gift-vouchers.md). The shape is checked here; the value and field
// rules (domain checkVoucher) are applied by the server, so every problem is answered in a sentence the page can show.

/**
 * POST /api/cart/vouchers body. `value` is whole dollars ($20 to $1,000). A field at fault answers 400
 * `validation_failed` with its sentences (domain VOUCHER_MESSAGES) in `errors`, in the form's field order.
 */
export const VoucherRequest = z.object({
  value: z.union([z.number(), z.string().max(20)]).nullish(),
  recipientName: z.string().max(200).nullish(),
  recipientEmail: z.string().max(254).nullish(),
  senderName: z.string().max(200).nullish(),
  message: z
    .string()
    .max(VOUCHER_LIMITS.messageMax * 2)
    .nullish(),
});
export type VoucherRequest = z.input<typeof VoucherRequest>;

export const VoucherParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A voucher line of the cart: no quantity, no stock, no delivery. `value` in dollars. */
export const CartVoucher = z.object({
  id: z.number().int(),
  value: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
  message: z.string(),
});
export type CartVoucher = z.infer<typeof CartVoucher>;

/** A voucher bought with an order, as the confirmation, the order e-mail and the account's order page list it. */
export const OrderVoucher = z.object({
  value: z.number(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  senderName: z.string(),
});
export type OrderVoucher = z.infer<typeof OrderVoucher>;
