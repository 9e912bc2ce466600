import type { AlertBanner, Sale, SettingsResponse, StaticPage, StaticPageList } from '@shop/contracts';
import type { Db } from '@shop/db';
import type { Country, ThemeId } from '@shop/domain';
import {
  flagOverridesFromSettings,
  resolveFeatureFlags,
  type FeatureFlagOverrides,
  type FeatureFlags,
} from '@shop/domain/feature-flags';
import {
  isRealIsoDate,
  SALE_DEFAULTS,
  SHOP_TIME_ZONES,
  withSaleDefaults,
  zonedDayWindow,
} from '@shop/domain';
import { AppError, safeLinkUrl, sanitizeHtml } from '@shop/server-kit';
import { READ_TTL, readCacheFor, unlessNull } from '../shared/cache.ts';
import {
  getActiveAlertBanner,
  getRunningSale,
  getStaticPage,
  listSalePlacements,
  listSettings,
  listStaticPages,
} from './queries.ts';

export async function loadSettings(db: Db): Promise<SettingsResponse> {
  return readCacheFor(db).get('settings', READ_TTL.reference, async () => {
    const items = await listSettings(db);
    return { items, totalCount: items.length };
  });
}

/**
 * The request's brand's feature flags: the defaults, the brand's, the deployment's (FEATURE_FLAGS) and the `flag.*`
 * settings, which switch a flag at run time (docs/decisions/0041). A setting its flag's type refuses is logged and
 * left out.
 */
export async function loadFeatureFlags(
  db: Db,
  site: { theme: ThemeId; country: Country },
  deployment: Partial<Record<ThemeId | '*', FeatureFlagOverrides>>,
  log: { warn(obj: object, msg: string): void },
): Promise<FeatureFlags> {
  const { items } = await loadSettings(db);
  const settings = flagOverridesFromSettings(items, site.theme, (name) =>
    log.warn({ setting: name }, 'feature flag setting ignored: unknown flag or a value of the wrong type'),
  );
  return resolveFeatureFlags({ theme: site.theme, country: site.country, deployment, settings });
}

/** A value that is right until `until` (epoch ms; null = no known end), e.g. a banner until its window closes. */
interface Until<T> {
  value: T;
  until: number | null;
}

/** Kept for `ms`, but never past the moment the value stops being right. */
function keepUntil<T>(ms: number): (entry: Until<T>) => number {
  return (entry) => (entry.until === null ? ms : Math.max(0, Math.min(ms, entry.until - Date.now())));
}

/** The active banner with its HTML cleaned, or null (the route answers 204). */
export async function loadAlertBanner(db: Db, now: Date): Promise<AlertBanner | null> {
  const cached = await readCacheFor(db).get(
    'alert-banner',
    keepUntil<AlertBanner | null>(READ_TTL.reference),
    async () => {
      const row = await getActiveAlertBanner(db, { at: now });
      if (!row) return { value: null, until: null };
      const banner: AlertBanner = {
        bannerURL: safeLinkUrl(row.bannerUrl),
        backgroundColor: safeColour(row.backgroundColor) ?? '#003b71',
        desktopContent: sanitizeHtml(row.desktopContent),
        mobileContent: sanitizeHtml(row.mobileContent),
      };
      return { value: banner, until: row.endsAt?.getTime() ?? null };
    },
  );
  return cached.value;
}

/** Colours end up in a style attribute on the page; only hex and simple rgb() values pass. */
function safeColour(value: string | null): string | null {
  if (!value) return null;
  const v = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) || /^rgba?\(\s*[\d.,\s%]+\)$/i.test(v)
    ? v
    : null;
}

const NO_SALE: Sale = {
  isSaleOn: false,
  name: '',
  baseImagePath: '',
  url: SALE_DEFAULTS.url,
  colour: SALE_DEFAULTS.colour,
  time: null,
  images: {},
};

/** Image attributes go onto an <img>/<a> on the page: plain text values only, links checked, no handlers or styles. */
function cleanAttributes(attributes: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || /^on/i.test(name) || name.toLowerCase() === 'style') continue;
    if (['href', 'url', 'link'].includes(name.toLowerCase())) {
      const link = safeLinkUrl(value);
      if (link) out[name] = link;
    } else {
      out[name] = value;
    }
  }
  return out;
}

/**
 * The site-wide sale (000 §3): on when now, or any moment of the `dateOverride` day in the shop's time zone, falls
 * inside its window. With no sale: isSaleOn false, the defaults and no images.
 */
export async function loadSale(
  db: Db,
  opts: { now: Date; dateOverride?: string | undefined; country: Country },
): Promise<Sale> {
  // Staff previews (dateOverride) are rare and read fresh; the shoppers' sale is kept until it ends, at most a minute.
  if (opts.dateOverride !== undefined) return (await readSale(db, opts)).value;
  const cached = await readCacheFor(db).get('sale', keepUntil<Sale>(READ_TTL.reference), () =>
    readSale(db, opts),
  );
  return cached.value;
}

async function readSale(
  db: Db,
  opts: { now: Date; dateOverride?: string | undefined; country: Country },
): Promise<Until<Sale>> {
  let window = { from: opts.now, to: opts.now };
  if (opts.dateOverride !== undefined) {
    if (!isRealIsoDate(opts.dateOverride))
      throw new AppError('validation_failed', ['dateOverride: must be a real date (yyyy-MM-dd)']);
    window = zonedDayWindow(opts.dateOverride, SHOP_TIME_ZONES[opts.country]);
  }
  const sale = await getRunningSale(db, window);
  if (!sale) return { value: NO_SALE, until: null };
  const placements = await listSalePlacements(db, { saleId: sale.id });
  const images: Sale['images'] = {};
  for (const p of placements) {
    const src = safeLinkUrl(p.src);
    if (src) images[p.placement] = { src, attributes: cleanAttributes(p.attributes) };
  }
  const { url, colour } = withSaleDefaults({ url: safeLinkUrl(sale.url), colour: safeColour(sale.colour) });
  return {
    value: {
      isSaleOn: true,
      name: sale.name,
      baseImagePath: safeLinkUrl(sale.baseImagePath) ?? '',
      url,
      colour,
      time: sale.endsAt.toISOString(),
      images,
    },
    until: sale.endsAt.getTime(),
  };
}

export async function loadStaticPage(db: Db, name: string): Promise<StaticPage | null> {
  const key = name.trim();
  return readCacheFor(db).get(`static:${key.toLowerCase()}`, unlessNull(READ_TTL.content), async () => {
    const row = await getStaticPage(db, { name: key });
    if (!row) return null;
    return {
      name: row.name,
      heading: row.heading,
      body: sanitizeHtml(row.body),
      metaTitle: row.meta.title ?? null,
      metaDescription: row.meta.description ?? null,
    };
  });
}

/** Every static page, by heading as the site map shows them, with the path and date sitemap.xml needs. */
export async function loadStaticPages(db: Db): Promise<StaticPageList> {
  return readCacheFor(db).get('static-pages', READ_TTL.content, async () => {
    const rows = await listStaticPages(db);
    const pages = rows
      .map((row) => ({
        name: row.name,
        heading: row.heading,
        uri: `/s/${encodeURIComponent(row.name)}`,
        updatedAt: row.updatedAt.toISOString(),
      }))
      // Sorted here, not by the database's collation, so every server lists them alike.
      .sort((a, b) => a.heading.localeCompare(b.heading, 'en') || a.name.localeCompare(b.name, 'en'));
    return { pages, totalCount: pages.length };
  });
}
