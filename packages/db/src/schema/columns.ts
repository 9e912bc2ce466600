import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Postgres full-text vector; written only by a generated column (and copied from it by a trigger). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Builds `col IN ('a','b')` for a check constraint from a const list (values are our own literals). */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
}
