import type { Sale } from '@shop/contracts';
import { saleImageUrl, themedPlacementKey, withSaleDefaults, type ThemeId } from '@shop/domain';

export interface SaleImage {
  src: string;
  alt: string;
  href: string | null;
}

/** The running sale with the spec's defaults (url /sale, colour #c4102b), or null when none is on. */
export function runningSale(sale: Sale | null): (Sale & { url: string; colour: string }) | null {
  return sale?.isSaleOn ? withSaleDefaults(sale) : null;
}

/**
 * One placement's image of a running sale (000 §3); `src` is relative to the sale's base image path unless absolute.
 * `{product}CategoryBadge`-style keys are tried with the theme substituted first.
 */
export function saleImage(sale: Sale | null, placement: string, theme?: ThemeId): SaleImage | null {
  const running = runningSale(sale);
  if (!running) return null;
  const themed = theme ? running.images[themedPlacementKey(theme, placement)] : undefined;
  const image = themed ?? running.images[placement];
  if (!image) return null;
  return {
    src: saleImageUrl(running.baseImagePath, image.src),
    alt: image.attributes.alt ?? running.name,
    href: image.attributes.href ?? image.attributes.url ?? null,
  };
}
