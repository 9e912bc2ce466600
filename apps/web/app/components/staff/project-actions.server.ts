import { ApiError, type ApiClient } from '@shop/contracts/web';
import type { StaffProject } from '@shop/contracts';

// The forms of the project pages (/project and the side panel's /staff/project; docs/decisions/0032). The API checks
// the role and validates every field; a refusal comes back as its messages, with what was typed kept by the page.

export type ProjectIntent = 'create' | 'update' | 'delete' | 'add-line' | 'set-qty' | 'remove-line';

export interface ProjectActionResult {
  intent: ProjectIntent | null;
  /** The project as it is after the change (none after a delete or a refusal). */
  project: StaffProject | null;
  /** The id of a project just made, for the page to move to. */
  createdId: string | null;
  deleted: boolean;
  /** The sku a line change was about. */
  sku: string | null;
  errors: string[];
}

const INTENTS: readonly ProjectIntent[] = [
  'create',
  'update',
  'delete',
  'add-line',
  'set-qty',
  'remove-line',
];

function refusal(error: unknown): string[] | null {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404))
    return error.body?.errors.length ? error.body.errors : [error.message];
  return null;
}

/** Runs one project form; 401/403 and server failures are thrown for the page's own handling. */
export async function runProjectAction(api: ApiClient, form: FormData): Promise<ProjectActionResult> {
  const text = (name: string) => String(form.get(name) ?? '');
  const raw = text('intent');
  const intent = INTENTS.find((i) => i === raw) ?? null;
  const id = text('projectId');
  const sku = text('sku').trim();
  const result: ProjectActionResult = {
    intent,
    project: null,
    createdId: null,
    deleted: false,
    sku: sku || null,
    errors: [],
  };
  const details = () => ({
    name: text('name'),
    customerName: text('customerName'),
    customerEmail: text('customerEmail'),
    customerPhone: text('customerPhone'),
    notes: text('notes'),
  });
  const qty = () => {
    const value = text('qty').trim();
    return /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  };
  try {
    switch (intent) {
      case 'create': {
        const project = await api.staffCreateProject(details());
        return { ...result, project, createdId: project.id };
      }
      case 'update':
        return { ...result, project: await api.staffEditProject(id, details()) };
      case 'delete':
        // Nothing is lost to a stray click: the form's box must be ticked.
        if (text('confirm') !== 'yes')
          return { ...result, errors: ['Please tick the box to confirm the delete.'] };
        await api.staffDeleteProject(id);
        return { ...result, deleted: true };
      case 'add-line': {
        const amount = text('qty').trim() === '' ? 1 : qty();
        if (!sku) return { ...result, errors: ['Please enter a sku'] };
        if (!Number.isInteger(amount)) return { ...result, errors: ['Please enter a quantity from 1 to 99'] };
        return { ...result, project: await api.staffAddProjectLine(id, { sku, qty: amount }) };
      }
      case 'set-qty': {
        const amount = qty();
        if (!Number.isInteger(amount)) return { ...result, errors: ['Please enter a quantity from 1 to 99'] };
        return { ...result, project: await api.staffSetProjectLine(id, sku, amount) };
      }
      case 'remove-line':
        return { ...result, project: await api.staffRemoveProjectLine(id, sku) };
      default:
        return { ...result, errors: ['Unknown action'] };
    }
  } catch (error) {
    const messages = refusal(error);
    if (messages) return { ...result, errors: messages };
    throw error;
  }
}
