import { z } from 'zod';
import { FeatureFlagsSchema } from '@shop/domain/feature-flags';

/** GET /api/settings: name/value items keyed by name (000 §3 "Settings"). */
export const SettingsResponse = z.object({
  items: z.array(z.object({ name: z.string(), value: z.string() })),
  totalCount: z.number().int(),
});
export type SettingsResponse = z.infer<typeof SettingsResponse>;

/** GET /api/flags: the request's brand's feature flags, every one present (docs/decisions/0041). */
export const FeatureFlagsResponse = FeatureFlagsSchema;
export type FeatureFlagsResponse = z.infer<typeof FeatureFlagsResponse>;

/** GET /api/alertBanner/: the banner, or 204 No Content when there is none. HTML is sanitised on the server. */
export const AlertBanner = z.object({
  bannerURL: z.string().nullable(),
  backgroundColor: z.string(),
  desktopContent: z.string(),
  mobileContent: z.string(),
});
export type AlertBanner = z.infer<typeof AlertBanner>;

export const SalePlacementImage = z.object({
  src: z.string(),
  attributes: z.record(z.string(), z.string()),
});

/** GET /api/promotion/sale/ (and ?dateOverride=yyyy-MM-dd for staff previews). */
export const Sale = z.object({
  isSaleOn: z.boolean(),
  name: z.string(),
  baseImagePath: z.string(),
  url: z.string(),
  colour: z.string(),
  /** ISO time the sale ends (drives urgency copy); null when no sale is on. */
  time: z.string().nullable(),
  images: z.record(z.string(), SalePlacementImage),
});
export type Sale = z.infer<typeof Sale>;
export const SaleQuery = z.object({
  dateOverride: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOverride must be yyyy-MM-dd')
    .optional(),
});

/** GET /api/Static/{name}: a static content page by slug (body is sanitised HTML). */
export const StaticPage = z.object({
  name: z.string(),
  heading: z.string(),
  body: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type StaticPage = z.infer<typeof StaticPage>;
export const StaticParams = z.object({ name: z.string().min(1).max(120) });

/** One entry of GET /api/Static/: enough to link to the page and to date it in sitemap.xml. */
export const StaticPageSummary = z.object({
  name: z.string(),
  heading: z.string(),
  /** The page's site path, '/s/{name}'. */
  uri: z.string().describe("The page's site path, /s/{name}"),
  /** ISO time of the last change (sitemap.xml `lastmod`). */
  updatedAt: z.string().describe('ISO time of the last change (sitemap.xml lastmod)'),
});
export type StaticPageSummary = z.infer<typeof StaticPageSummary>;

/** GET /api/Static/: every static page, by heading (the site map and sitemap.xml list them all). */
export const StaticPageList = z.object({
  pages: z.array(StaticPageSummary),
  totalCount: z.number().int(),
});
export type StaticPageList = z.infer<typeof StaticPageList>;

/** HTTP statuses a redirect row may ask for: 301/308 permanent (the default 301), 302/307 temporary. */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** GET /api/redirect?fromUrl= and GET /api/redirect/getdestination?fromUri= */
export const RedirectResult = z.object({
  doRedirect: z.boolean(),
  destinationUri: z.string().nullable(),
  /** The status the redirect is answered with; null when there is no redirect. */
  statusCode: z
    .literal(REDIRECT_STATUSES)
    .nullable()
    .describe(
      '301 or 308 for a permanent move, 302 or 307 for a temporary one; null when doRedirect is false',
    ),
});
export type RedirectResult = z.infer<typeof RedirectResult>;
export const RedirectQuery = z.object({ fromUrl: z.string().min(1).max(2000) });
export const RedirectDestinationQuery = z.object({ fromUri: z.string().min(1).max(2000) });
