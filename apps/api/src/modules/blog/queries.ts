import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import { blogArticles, type Db } from '@shop/db';

/** An article shows on a brand when it names that brand, or names none (every brand). */
const showsOn = (brand: string) =>
  or(sql`cardinality(${blogArticles.brands}) = 0`, sql`${brand} = ANY(${blogArticles.brands})`);

/** The brand's articles published by `now`, newest first. */
export async function listBlogArticles(db: Db, params: { brand: string; now: Date }) {
  return db
    .select({
      slug: blogArticles.slug,
      title: blogArticles.title,
      summary: blogArticles.summary,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .where(and(showsOn(params.brand), lte(blogArticles.publishedAt, params.now)))
    .orderBy(desc(blogArticles.publishedAt), blogArticles.slug);
}

/** One published article of the brand, or null. */
export async function findBlogArticle(db: Db, params: { slug: string; brand: string; now: Date }) {
  const [row] = await db
    .select({
      slug: blogArticles.slug,
      title: blogArticles.title,
      summary: blogArticles.summary,
      body: blogArticles.body,
      publishedAt: blogArticles.publishedAt,
    })
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.slug, params.slug),
        showsOn(params.brand),
        lte(blogArticles.publishedAt, params.now),
      ),
    );
  return row ?? null;
}
