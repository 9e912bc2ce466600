import type { ApiClient, Sale } from '@shop/contracts';
import { ACCESS_TOKEN_COOKIE, COMPARE_COOKIE, SHARED_RENDER_HEADER } from '@shop/contracts/web';
import { isCountry, saleImageUrl, withSaleDefaults, type Country, type ThemeId } from '@shop/domain';
import { resolveFeatureFlags } from '@shop/domain/feature-flag-values';
import { THEME_COPY } from '../copy/themes.server.ts';
import { requestServices } from './context.server.ts';
import { hasCookie } from './cookies.server.ts';
import { shellNav } from './nav-tree.ts';
import { saleImage } from './sale.server.ts';
import type { HeaderSaleBanner, ShellCompare, ShellData, ShellSalePlacements } from './shell.ts';

type ContextReader = Parameters<typeof requestServices>[0];

const DEFAULT_BANNER_SIZE = { width: 1600, height: 60 };

function dimension(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 10_000 ? n : null;
}

/** Only what the header needs leaves the server: the placements siteWideHeaderBanner1 and 2 when a sale is on. */
export function headerSaleBanner(sale: Sale | null): HeaderSaleBanner | null {
  if (!sale?.isSaleOn) return null;
  const withDefaults = withSaleDefaults(sale);
  const pick = (placement: string) => {
    const image = sale.images[placement];
    if (!image) return null;
    const width = dimension(image.attributes['width']);
    const height = dimension(image.attributes['height']);
    return {
      src: saleImageUrl(sale.baseImagePath, image.src),
      alt: image.attributes['alt'] || sale.name,
      ...(width && height ? { width, height } : DEFAULT_BANNER_SIZE),
    };
  };
  const first = pick('siteWideHeaderBanner1');
  const second = pick('siteWideHeaderBanner2');
  const wide = first ?? second;
  const narrow = second ?? first;
  if (!wide || !narrow) return null;
  return { url: withDefaults.url, name: sale.name, colour: withDefaults.colour, wide, narrow };
}

export function shellSalePlacements(sale: Sale | null, theme: ThemeId): ShellSalePlacements | null {
  if (!sale?.isSaleOn) return null;
  const { url, colour } = withSaleDefaults(sale);
  return {
    url,
    colour,
    navIcon: saleImage(sale, 'navIcon', theme),
    navIconMobile: saleImage(sale, 'navIconMobile', theme),
    footerBanner: saleImage(sale, 'footerBanner', theme),
    priceTag: saleImage(sale, 'priceTag', theme),
    productUrgencyMessage: saleImage(sale, 'productUrgencyMessage', theme),
  };
}

/** The IP country from the edge's x-country header, until the geo API supplies it; anything else is unknown. */
export function ipCountryFrom(request: Request): Country | null {
  const value = request.headers.get('x-country')?.trim().toUpperCase();
  return isCountry(value) ? value : null;
}

/**
 * The compare list for the server-rendered toggles and tray. Without the cookie the list is empty by definition, so
 * an anonymous first visit makes no call; null when the call failed (the browser then asks for it, as before).
 */
export async function loadShellCompare(api: ApiClient, request: Request): Promise<ShellCompare | null> {
  // A page shared between shoppers (docs/decisions/0042) says nothing of anyone's list: each browser asks for its own.
  if (request.headers.has(SHARED_RENDER_HEADER)) return null;
  const cookies = request.headers.get('cookie');
  // A signed-in shopper's list belongs to the account (ADR 0014): the token alone is reason to ask.
  const mayHaveList =
    hasCookie(cookies, COMPARE_COOKIE) ||
    hasCookie(cookies, ACCESS_TOKEN_COOKIE) ||
    /^bearer\s/i.test(request.headers.get('authorization') ?? '');
  if (!mayHaveList) return { skus: [] };
  return api.compareList().then(
    (list) => ({ skus: list.skus }),
    () => null,
  );
}

/** Root loader body: site configuration, navigation, the header sale banners and the alert banner. Failures never
 * break the page. */
export async function loadShell({
  context,
  request,
}: {
  context: ContextReader;
  request: Request;
}): Promise<ShellData> {
  const { site, api } = requestServices(context);
  const [navbar, sale, compare, flags, alertBanner] = await Promise.all([
    api.navbar().catch((error: unknown) => {
      // 000 §8: a navbar load failure is only logged.
      console.error('navbar load failed', error);
      return null;
    }),
    api.sale().catch(() => null),
    loadShellCompare(api, request),
    // Without the flags the page keeps the brand's own defaults.
    api.featureFlags().catch(() => resolveFeatureFlags({ theme: site.theme, country: site.country })),
    // Without it the browser asks for the banner itself, as 000 §4 describes.
    api.alertBanner().catch(() => undefined),
  ]);
  return {
    theme: site.theme,
    lang: site.lang,
    country: site.country,
    currency: site.currency,
    companyName: site.companyName,
    customerSupportNumber: site.customerSupportNumber,
    hostname: site.hostname,
    canonicalOrigin: site.canonicalOrigin,
    loginRoute: site.loginRoute,
    navbar: navbar ? shellNav(navbar) : null,
    saleBanner: headerSaleBanner(sale),
    salePlacements: shellSalePlacements(sale, site.theme),
    ipCountry: site.ipCountry ?? ipCountryFrom(request),
    otherCountryOrigin: site.otherCountryOrigin,
    flags,
    copy: THEME_COPY[site.theme],
    integrations: site.integrations,
    ...(compare ? { compare } : {}),
    ...(alertBanner === undefined ? {} : { alertBanner }),
  };
}
