import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alertBanners, salePlacements, sales, settings, staticPages, type Db } from '@shop/db';

export async function listSettings(db: Db) {
  return db.select({ name: settings.name, value: settings.value }).from(settings).orderBy(asc(settings.name));
}

/** The banner whose window holds `at`; of several, the one that started last. */
export async function getActiveAlertBanner(db: Db, params: { at: Date }) {
  const [row] = await db
    .select()
    .from(alertBanners)
    .where(
      and(
        lte(alertBanners.startsAt, params.at),
        or(isNull(alertBanners.endsAt), gt(alertBanners.endsAt, params.at)),
      ),
    )
    .orderBy(desc(alertBanners.startsAt), desc(alertBanners.id))
    .limit(1);
  return row ?? null;
}

/** The sale running at some moment of [from, to) (`from` = `to` asks about one instant); the latest start wins. */
export async function getRunningSale(db: Db, params: { from: Date; to: Date }) {
  const instant = params.from.getTime() === params.to.getTime();
  const [row] = await db
    .select()
    .from(sales)
    .where(
      instant
        ? and(lte(sales.startsAt, params.from), gt(sales.endsAt, params.from))
        : and(lt(sales.startsAt, params.to), gt(sales.endsAt, params.from)),
    )
    .orderBy(desc(sales.startsAt), desc(sales.id))
    .limit(1);
  return row ?? null;
}

export async function listSalePlacements(db: Db, params: { saleId: number }) {
  return db
    .select({
      placement: salePlacements.placement,
      src: salePlacements.src,
      attributes: salePlacements.attributes,
    })
    .from(salePlacements)
    .where(eq(salePlacements.saleId, params.saleId))
    .orderBy(asc(salePlacements.placement));
}

/** Static page by name, case-insensitively. */
export async function getStaticPage(db: Db, params: { name: string }) {
  const [row] = await db
    .select()
    .from(staticPages)
    .where(sql`lower(${staticPages.name}) = lower(${params.name})`)
    .limit(1);
  return row ?? null;
}

/** Every static page's name, heading and last change (GET /api/Static/). */
export async function listStaticPages(db: Db) {
  return db
    .select({ name: staticPages.name, heading: staticPages.heading, updatedAt: staticPages.updatedAt })
    .from(staticPages)
    .orderBy(asc(staticPages.name));
}
