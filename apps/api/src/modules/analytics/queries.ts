import { productLoadEvents, searchEvents, type Db, type NewSearchEvent } from '@shop/db';

export async function insertSearchEvent(db: Db, event: NewSearchEvent): Promise<void> {
  await db.insert(searchEvents).values(event);
}

export async function insertProductLoadEvent(db: Db, params: { productId: number }): Promise<void> {
  await db.insert(productLoadEvents).values({ productId: params.productId });
}
