import { z } from 'zod';
import { isValidEmail, isValidPhone } from '@shop/domain';

// Staff projects and the cart builder (issue 14, docs/decisions/0032): a staff member's named list of products and
// quantities for a customer, which can be turned into the cart. Every call answers staff only (docs/decisions/0030).
// Amounts are dollars, priced from the catalogue when read; nothing here takes a price from the client.

/** A project line holds 1 to 99 of a product; adding to a full line stops at 99. */
export const PROJECT_LINE_MAX_QTY = 99;
/** How many products one project, or one pasted list of the cart builder, may hold. */
export const PROJECT_MAX_LINES = 100;

const sku = z.string().trim().min(1, 'Please enter a sku').max(64, 'The sku is too long');
const qty = z
  .number({ error: 'Please enter a quantity' })
  .int('Please enter a whole quantity')
  .min(1, 'The quantity must be at least 1')
  .max(PROJECT_LINE_MAX_QTY, `The quantity must be at most ${PROJECT_LINE_MAX_QTY}`);

const projectName = z.string().trim().min(1, 'Please enter a project name').max(120, 'The name is too long');
const customerName = z.string().trim().max(120, "The customer's name is too long");
const customerEmail = z
  .string()
  .trim()
  .max(254, "The customer's e-mail is too long")
  .refine((value) => value === '' || isValidEmail(value), "Please enter the customer's e-mail address");
const customerPhone = z
  .string()
  .trim()
  .max(30, "The customer's phone number is too long")
  .refine((value) => value === '' || isValidPhone(value), "Please enter the customer's phone number");
const notes = z.string().trim().max(2000, 'The notes are too long');

/** POST /api/staff/projects: a new project; only the name is required. */
export const ProjectInput = z.object({
  name: projectName,
  customerName: customerName.default(''),
  customerEmail: customerEmail.default(''),
  customerPhone: customerPhone.default(''),
  notes: notes.default(''),
});
export type ProjectInput = z.input<typeof ProjectInput>;

/** PATCH /api/staff/projects/:id: the details to change. */
export const ProjectUpdate = z
  .object({ name: projectName, customerName, customerEmail, customerPhone, notes })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type ProjectUpdate = z.input<typeof ProjectUpdate>;

export const ProjectIdParams = z.object({ id: z.uuid() });
export const ProjectLineParams = z.object({ id: z.uuid(), sku });

/** GET /api/staff/projects?q=: the staff member's projects, newest first, `q` matching name, customer or e-mail. */
export const ProjectListQuery = z.object({ q: z.string().trim().max(100).optional() });

/** POST /api/staff/projects/:id/lines: a product by sku; an existing line grows by `qty`, up to 99. */
export const ProjectLineInput = z.object({ sku, qty: qty.default(1) });
export type ProjectLineInput = z.input<typeof ProjectLineInput>;
/** PATCH /api/staff/projects/:id/lines/:sku: the line's new quantity. */
export const ProjectLineUpdate = z.object({ qty });
export type ProjectLineUpdate = z.input<typeof ProjectLineUpdate>;

/** One line as the catalogue shows it now: its current title, image, price and stock. */
export const ProjectLine = z.object({
  sku: z.string(),
  title: z.string(),
  /** The product page's path, '/p/{slug}'. */
  url: z.string(),
  image: z.string().nullable(),
  qty: z.number().int().positive(),
  unitPrice: z.number().nonnegative(),
  lineTotal: z.number().nonnegative(),
  stockQuantity: z.number().int(),
  stockStatus: z.string(),
});
export type ProjectLine = z.infer<typeof ProjectLine>;

export const ProjectSummary = z.object({
  id: z.string(),
  name: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  lineCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
  convertedAt: z.string().nullable(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const StaffProjectList = z.object({
  totalCount: z.number().int().nonnegative(),
  projects: z.array(ProjectSummary),
});
export type StaffProjectList = z.infer<typeof StaffProjectList>;

/** GET /api/staff/projects/:id and every change to it: the project, its lines in the order added, and the total. */
export const StaffProject = ProjectSummary.extend({
  notes: z.string(),
  salespersonCode: z.string().nullable(),
  lines: z.array(ProjectLine),
  total: z.number().nonnegative(),
});
export type StaffProject = z.infer<typeof StaffProject>;

export const DeletedProject = z.object({ id: z.string(), deleted: z.literal(true) });
export type DeletedProject = z.infer<typeof DeletedProject>;

/** How lines go into the cart: beside what it holds, or in place of it. */
export const CartBuildMode = z.enum(['add', 'replace']);
export type CartBuildMode = z.infer<typeof CartBuildMode>;

/** POST /api/staff/projects/:id/cart. */
export const ProjectCartRequest = z.object({ mode: CartBuildMode.default('add') });
export type ProjectCartRequest = z.input<typeof ProjectCartRequest>;

/** A list of skus and quantities, as the cart builder sends it (pasted lines, parsed). */
const BuilderLines = z
  .array(z.object({ sku, qty }))
  .min(1, 'Please enter at least one product')
  .max(PROJECT_MAX_LINES, `At most ${PROJECT_MAX_LINES} products at a time`);

/** POST /api/staff/cart-builder/preview: the lines priced from the catalogue; unknown skus listed apart. */
export const CartBuilderPreviewRequest = z.object({ lines: BuilderLines });
export type CartBuilderPreviewRequest = z.input<typeof CartBuilderPreviewRequest>;
export const CartBuilderPreview = z.object({
  lines: z.array(ProjectLine),
  unknownSkus: z.array(z.string()),
  total: z.number().nonnegative(),
});
export type CartBuilderPreview = z.infer<typeof CartBuilderPreview>;

/** POST /api/staff/cart-builder/cart: pasted lines into the cart (no project). */
export const CartBuilderCartRequest = z.object({ lines: BuilderLines, mode: CartBuildMode.default('add') });
export type CartBuilderCartRequest = z.input<typeof CartBuilderCartRequest>;

/** What turning lines into the cart did: each line added (maybe fewer than asked, capped at stock) or not, and why. */
export const CartBuildResult = z.object({
  /** The cart the lines went into; null when nothing could be added and there was no cart. */
  cartId: z.string().nullable(),
  projectId: z.string().nullable(),
  added: z.array(
    z.object({ sku: z.string(), title: z.string(), requested: z.number().int(), quantity: z.number().int() }),
  ),
  notAdded: z.array(
    z.object({ sku: z.string(), title: z.string(), requested: z.number().int(), reason: z.string() }),
  ),
});
export type CartBuildResult = z.infer<typeof CartBuildResult>;

/** One pasted line the cart builder could not read. */
export interface SkuLineError {
  line: number;
  text: string;
  message: string;
}

/**
 * The cart builder's pasted list: one product a line, 'SKU quantity' (the quantity may be left out for 1; a comma,
 * tab or 'x' may stand between). Blank lines are skipped; a sku given twice adds up, capped at 99. Plain code with no
 * schema so the page can use it as the API does.
 */
export function parseSkuLines(text: string): {
  lines: { sku: string; qty: number }[];
  errors: SkuLineError[];
} {
  const bySku = new Map<string, { sku: string; qty: number }>();
  const errors: SkuLineError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const match = /^([^\s,;]+)(?:\s*[\s,;x×]\s*(\S+))?$/i.exec(line);
    const code = match?.[1] ?? '';
    const amount = match?.[2] ?? '1';
    const quantity = /^\d+$/.test(amount) ? Number(amount) : Number.NaN;
    let message: string | null = null;
    if (!match || code.length > 64) message = 'Expected a sku and a quantity, e.g. "ABC123 2"';
    else if (!Number.isInteger(quantity) || quantity < 1 || quantity > PROJECT_LINE_MAX_QTY)
      message = `The quantity must be a whole number from 1 to ${PROJECT_LINE_MAX_QTY}`;
    if (message) {
      errors.push({ line: index + 1, text: line.slice(0, 80), message });
      return;
    }
    const key = code.toLowerCase();
    const held = bySku.get(key);
    if (held) held.qty = Math.min(PROJECT_LINE_MAX_QTY, held.qty + quantity);
    else bySku.set(key, { sku: code, qty: quantity });
  });
  const lines = [...bySku.values()];
  if (lines.length > PROJECT_MAX_LINES)
    errors.push({ line: 0, text: '', message: `At most ${PROJECT_MAX_LINES} products at a time` });
  return { lines, errors };
}
