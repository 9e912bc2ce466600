import type { Cart, ErrorCode } from '@shop/contracts';
import { inTransaction, type Db } from '@shop/db';
import { giftCardProblem, isValidEmail, validateCouponCode } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import { listKeyOf } from '../shared/owned-list.ts';
import { lockCart } from './cart-queries.ts';
import {
  claimCouponRedemption,
  deleteCartCode,
  findCouponByCode,
  findGiftCardByCode,
  insertCartCode,
  releaseCouponRedemptions,
} from './code-queries.ts';
import { CART_COPY, codeProblemMessage } from './copy.ts';
import type { CartContext, CartOwner } from './service.ts';
import { loadCartView } from './view-queries.ts';
import { priceView, toCart, withCode } from './view.ts';

const bad = (code: ErrorCode, message: string) => new AppError(code, [message]);

/**
 * Applies a coupon or a gift-card code and answers the cart. Under the cart's lock the cart is read once and priced
 * once with the new code: a coupon must qualify there (window, minimum spend, scope) and, when single use, is claimed
 * for the e-mail address; one coupon per cart, any number of gift cards.
 */
export async function applyCode(
  ctx: CartContext,
  owner: CartOwner,
  rawCode: string | undefined,
  userEmail: string | undefined,
): Promise<Cart> {
  const { db, themeId } = ctx;
  const problem = validateCouponCode(rawCode);
  if (problem) throw bad('coupon_invalid', problem);
  const code = (rawCode ?? '').trim().toUpperCase();
  const key = listKeyOf(owner);
  if (!key) throw bad('cart_empty', CART_COPY.emptyCart);
  const now = ctx.now?.() ?? new Date();
  const [coupon, giftCard] = await Promise.all([findCouponByCode(db, code), findGiftCardByCode(db, code)]);

  return inTransaction(db, async (tx) => {
    const view = (await lockCart(tx, key)) ? await loadCartView(tx, { key, now }) : null;
    if (!view) throw bad('cart_empty', CART_COPY.emptyCart);
    if (!coupon && !giftCard) throw bad('coupon_unknown', CART_COPY.codeUnknown(code));
    const answer = (cart: typeof view) => toCart(cart, priceView(cart, { themeId, now }));
    if (view.codes.some((h) => h.code === code)) return answer(view);
    if (giftCard) {
      const issue = giftCardProblem(giftCard, now);
      if (issue) throw bad('gift_card_invalid', codeProblemMessage(issue));
      await insertCartCode(tx, { cartId: view.id, code, kind: 'giftCard', giftCardId: giftCard.id });
      return answer(withCode(view, { code, kind: 'giftCard', coupon: null, categoryUri: null, giftCard }));
    }
    if (!coupon) return answer(view);
    const other = view.codes.find((h) => h.kind === 'coupon');
    if (other) throw bad('coupon_one_only', CART_COPY.oneCouponOnly(other.code));
    if (view.lines.length === 0) throw bad('cart_empty', CART_COPY.emptyCart);
    const next = withCode(view, {
      code,
      kind: 'coupon',
      coupon: coupon.coupon,
      categoryUri: coupon.categoryUri,
      giftCard: null,
    });
    const priced = priceView(next, { themeId, now });
    const refused = priced.pricing.problems.find((p) => p.code === code);
    if (refused) throw bad('coupon_not_applicable', codeProblemMessage(refused));
    if (coupon.coupon.singleUsePerEmail) {
      const email = (userEmail?.trim() || view.email || '').toLowerCase();
      if (!isValidEmail(email)) throw bad('coupon_needs_email', CART_COPY.couponNeedsEmail(code));
      if (!(await claimCouponRedemption(tx, { couponId: coupon.coupon.id, email, cartId: view.id })))
        throw bad('coupon_used', CART_COPY.couponUsed(code));
    }
    await insertCartCode(tx, { cartId: view.id, code, kind: 'coupon', couponId: coupon.coupon.id });
    return toCart(next, priced);
  });
}

export async function removeCode(db: Db, owner: CartOwner, rawCode: string): Promise<void> {
  const code = rawCode.trim().toUpperCase();
  const key = listKeyOf(owner);
  const removed = key
    ? await inTransaction(db, async (tx) => {
        const cartId = await lockCart(tx, key);
        const deleted = cartId ? await deleteCartCode(tx, { cartId, code }) : null;
        if (cartId && deleted?.couponId)
          await releaseCouponRedemptions(tx, { couponId: deleted.couponId, cartId });
        return deleted !== null;
      })
    : false;
  if (!removed) throw new AppError('coupon_not_applied', [CART_COPY.couponDelete]);
}
