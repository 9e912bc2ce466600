import { z } from 'zod';
import { Reminders } from './account.ts';

// The staff tools (000 §3 'Admin account', 'Reminders'; §6; §7 'Staff embedded pages'; docs/decisions/0030).
// Every call here answers staff only: accounts the identity service links to a Winning user (`winningUserId`).

/** The HttpOnly cookie of the `/staff` pages, holding the page session an embed token was traded for. */
export const STAFF_PAGE_COOKIE = 'shop_staff_page';
/** The query parameter of a panel address that carries the single-use embed token (in place of 000 §6's tokens). */
export const EMBED_TOKEN_PARAM = 'embed_token';
/** 000 §9: the reminders menu shows a reminder's notes cut at this many characters. */
export const REMINDER_NOTES_PREVIEW = 20;

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Please enter a date');

const reminderName = z.string().trim().min(1, 'Please enter a name').max(120, 'The name is too long');
const reminderNotes = z.string().trim().max(2000, 'The notes are too long');

/** POST /api/staff/reminders: a new reminder, from a project when `projectId` is given. */
export const ReminderInput = z.object({
  name: reminderName,
  notes: reminderNotes.default(''),
  date: dateOnly,
  projectId: z.string().trim().min(1).max(64).optional(),
});
export type ReminderInput = z.input<typeof ReminderInput>;

/** PATCH /api/staff/reminders/:id: the fields to change. */
export const ReminderUpdate = z
  .object({ name: reminderName, notes: reminderNotes, date: dateOnly })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type ReminderUpdate = z.input<typeof ReminderUpdate>;

export const ReminderIdParams = z.object({ id: z.uuid() });

/** One reminder as the staff pages edit it: 000 §3's fields plus its project and whether it is done. */
export const StaffReminder = z.object({
  id: z.string(),
  name: z.string(),
  notes: z.string(),
  date: z.string(),
  projectId: z.string().nullable(),
  /** The project's name while it exists (null for none, or a project since deleted). */
  projectName: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type StaffReminder = z.infer<typeof StaffReminder>;

/** GET /api/staff/reminders?status=: the staff member's reminders, open ones by date or completed ones newest first. */
export const StaffReminderListQuery = z.object({ status: z.enum(['open', 'completed']).default('open') });
export const StaffReminderList = z.object({
  totalCount: z.number().int().nonnegative(),
  reminders: z.array(StaffReminder),
});
export type StaffReminderList = z.infer<typeof StaffReminderList>;

/** GET /api/staff/reminders/stats?weeks=: per week (Monday first), reminders made, completed and falling due. */
export const ReminderStatsQuery = z.object({ weeks: z.coerce.number().int().min(1).max(52).default(8) });
export const ReminderWeek = z.object({
  weekStart: z.string(),
  created: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  due: z.number().int().nonnegative(),
});
export const ReminderStats = z.object({ weeks: z.array(ReminderWeek), open: z.number().int().nonnegative() });
export type ReminderStats = z.infer<typeof ReminderStats>;

/** GET /api/staff/me: who a staff page is for (the staff member's own sign-in or a page session). */
export const StaffMe = z.object({
  firstName: z.string(),
  winningUserId: z.string(),
  salespersonCode: z.string().nullable(),
});
export type StaffMe = z.infer<typeof StaffMe>;

/** GET /api/staff/toolbar: what the admin toolbar shows (000 §6), for staff only. */
export const StaffToolbar = z.object({
  firstName: z.string(),
  winningUserId: z.string(),
  salespersonCode: z.string().nullable(),
  /** Whether a staff content system url is known: without one no panel opens (000 §6). */
  hasContentSystem: z.boolean(),
  reminders: Reminders,
});
export type StaffToolbar = z.infer<typeof StaffToolbar>;

/** The staff pages a side panel can show (000 §7 'Staff embedded pages'). */
export const STAFF_PANELS = [
  'product-page',
  'reminders-create',
  'reminders-list',
  'reminders-stats',
  'project',
] as const;
export type StaffPanel = (typeof STAFF_PANELS)[number];

/** POST /api/staff/panel-url: the address of one panel, with a fresh embed token. */
export const PanelUrlRequest = z.object({
  panel: z.enum(STAFF_PANELS),
  sku: z.string().trim().min(1).max(64).optional(),
  id: z.uuid().optional(),
  projectId: z.string().trim().min(1).max(64).optional(),
  /** The storefront page's origin, handed to the panel as parent_base_url (000 §6). */
  parentBaseUrl: z.url({ protocol: /^https?$/ }).max(200),
});
export type PanelUrlRequest = z.input<typeof PanelUrlRequest>;
export const PanelUrlResult = z.object({
  /** null without a content system url, or (except the product panel) without a salesperson code (000 §6). */
  url: z.string().nullable(),
  /** The origin the panel's messages must come from; null with the url. */
  origin: z.string().nullable(),
  /** 000 §4: reminders and project pages take the full width. */
  fullWidth: z.boolean(),
});
export type PanelUrlResult = z.infer<typeof PanelUrlResult>;

/** POST /api/staff/embed/redeem: an embed token traded, once, for a page session of the `/staff` pages. */
export const EmbedRedeemBody = z.object({ token: z.string().min(1).max(200) });
export const EmbedRedeemResult = z.object({
  sessionToken: z.string(),
  maxAgeSeconds: z.number().int().positive(),
});
export type EmbedRedeemResult = z.infer<typeof EmbedRedeemResult>;
