import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Facet, HideablePrice, PRICE_FACET_KEY, PricesHidden, type SortOption } from '@shop/contracts';
import { pricesHiddenFor, type ThemeId } from '@shop/domain';
import type { SignedIn } from '../auth/signed-in.ts';

// docs/decisions/0024-hidden-prices.md. The contracts mark every amount with the one HideablePrice schema; this file
// finds those amounts in an answer by walking the route's response schema next to the answer, so no module has to
// remember to hide its prices and a new priced field is hidden the moment its contract uses HideablePrice.

type Schema = z.core.$ZodType;

const PRICE_SORTS: readonly SortOption[] = ['price-asc', 'price-desc'];
const DEFAULT_SORT: SortOption = 'popular';

interface Def {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  getter?: () => Schema;
  options?: readonly Schema[];
  valueType?: Schema;
  in?: Schema;
  out?: Schema;
  left?: Schema;
  right?: Schema;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

const WRAPPERS = new Set(['nullable', 'optional', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

function childrenOf(schema: Schema): Schema[] {
  const def = defOf(schema);
  const kids: (Schema | undefined)[] =
    def.type === 'object'
      ? Object.values(def.shape ?? {})
      : def.type === 'array'
        ? [def.element]
        : WRAPPERS.has(def.type)
          ? [def.innerType]
          : def.type === 'lazy'
            ? [def.getter?.()]
            : def.type === 'union'
              ? [...(def.options ?? [])]
              : def.type === 'record'
                ? [def.valueType]
                : def.type === 'pipe'
                  ? [def.in, def.out]
                  : def.type === 'intersection'
                    ? [def.left, def.right]
                    : [];
  return kids.filter((kid): kid is Schema => kid !== undefined);
}

const carrying = new WeakMap<Schema, boolean>();

function reachesPrice(schema: Schema, seen: Set<Schema>): boolean {
  // A facet list counts: its price ranges and their counts tell prices as well as the amounts do.
  if (schema === HideablePrice || schema === Facet) return true;
  if (seen.has(schema)) return false;
  seen.add(schema);
  return childrenOf(schema).some((kid) => reachesPrice(kid, seen));
}

/** Whether an answer of this schema can tell a price. Kept per schema: each route asks on every answer. */
export function carriesPrices(schema: Schema): boolean {
  let known = carrying.get(schema);
  if (known === undefined) {
    known = reachesPrice(schema, new Set());
    carrying.set(schema, known);
  }
  return known;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer with every HideablePrice amount set to null, `pricesHidden: true` wherever the contract has that field,
 * and the price-range facet left out. Returns new objects: cached answers are frozen and shared by every shopper.
 */
export function withoutPrices(schema: Schema, value: unknown): unknown {
  if (schema === HideablePrice) return null;
  if (value === null || value === undefined || !carriesPrices(schema)) return value;
  const def = defOf(schema);
  if (def.type === 'object' && isRecord(value)) {
    const out: Record<string, unknown> = { ...value };
    for (const [key, field] of Object.entries(def.shape ?? {})) {
      if (field === PricesHidden) out[key] = true;
      else if (key in out) out[key] = withoutPrices(field, out[key]);
    }
    return out;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element;
    const items =
      element === Facet ? value.filter((facet) => !isRecord(facet) || facet.key !== PRICE_FACET_KEY) : value;
    return items.map((item) => withoutPrices(element, item));
  }
  if (def.type === 'record' && def.valueType && isRecord(value)) {
    const valueType = def.valueType;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPrices(valueType, v)]));
  }
  if (def.type === 'union') {
    // The option the answer is: a product suggestion hides its price, a term suggestion has none.
    const option = def.options?.find((o) => z.safeParse(o, value).success);
    return option ? withoutPrices(option, value) : value;
  }
  const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === 'lazy' ? def.getter?.() : undefined;
  return inner ? withoutPrices(inner, value) : value;
}

function responseSchemaOf(request: FastifyRequest, statusCode: number): Schema | null {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = responses?.[String(statusCode)];
  return schema instanceof z.core.$ZodType ? schema : null;
}

export interface HiddenPricesOptions {
  /** The theme a request is for: the configured THEME today, one place to change when it is chosen per request. */
  themeOf(request: FastifyRequest): ThemeId;
  signedIn: SignedIn;
}

/**
 * A visitor's listing query without what would tell prices by its results: the price-range filter (bisecting it finds
 * any price) and the price sorts, which fall back to the default order.
 */
export function withoutPriceSelections(query: Record<string, unknown>): void {
  delete query[PRICE_FACET_KEY];
  if (typeof query.sort === 'string' && (PRICE_SORTS as readonly string[]).includes(query.sort))
    query.sort = DEFAULT_SORT;
}

/**
 * Hides the amounts of every answer from visitors of a theme that hides prices (000 §6). Registered before the
 * modules, it runs after their handlers, on what they return: read caches keep the full answer, shared by all,
 * and each request is hidden or not on its own way out.
 */
export function registerHiddenPrices(app: FastifyInstance, opts: HiddenPricesOptions): void {
  // Asked before the handler (the query) and after it (the answer): one token check per request.
  const decided = new WeakMap<FastifyRequest, Promise<boolean>>();
  const hiddenFrom = (request: FastifyRequest, themeId: ThemeId) => {
    let hidden = decided.get(request);
    if (!hidden) {
      hidden = opts.signedIn.accountOf(request).then((account) => pricesHiddenFor(themeId, account !== null));
      decided.set(request, hidden);
    }
    return hidden;
  };
  /** The theme of a request whose answer can tell prices and whose theme hides them from visitors, else null. */
  const hidingTheme = (request: FastifyRequest, schema: Schema | null): ThemeId | null => {
    if (!schema || !carriesPrices(schema)) return null;
    const themeId = opts.themeOf(request);
    return pricesHiddenFor(themeId, false) ? themeId : null;
  };

  // Callback hooks: most requests (every page, every answer without prices, every theme that shows them) are decided
  // without waiting, and an async hook costs each of them a promise and a turn of the microtask queue.
  app.addHook('preHandler', (request, reply, done) => {
    const themeId = hidingTheme(request, responseSchemaOf(request, reply.statusCode));
    if (!themeId || !isRecord(request.query)) {
      done();
      return;
    }
    const query = request.query;
    hiddenFrom(request, themeId)
      .then((hidden) => {
        if (hidden) withoutPriceSelections(query);
      })
      .then(() => done(), done);
  });

  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const schema = responseSchemaOf(request, reply.statusCode);
    const themeId = hidingTheme(request, schema);
    if (!schema || !themeId) {
      done(null, payload);
      return;
    }
    // The answer now depends on who asks: no shared cache may hand a customer's prices to a visitor.
    const vary = reply.getHeader('vary');
    void reply.header('vary', vary ? `${String(vary)}, Cookie, Authorization` : 'Cookie, Authorization');
    // A route that marks its answer shared (./shared-answer.ts) said so for every visitor alike; here it is not.
    const caching = reply.getHeader('cache-control');
    if (caching === undefined || /\bpublic\b/i.test(String(caching)))
      void reply.header('cache-control', 'private');
    hiddenFrom(request, themeId)
      .then((hidden) => (hidden ? withoutPrices(schema, payload) : payload))
      .then(
        (answer) => done(null, answer),
        (error: Error) => done(error),
      );
  });
}
