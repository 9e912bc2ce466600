import { parseSkuLines, type CartBuildResult, type CartBuilderPreview } from '@shop/contracts/staff-projects';
import { ApiError, type ApiClient } from '@shop/contracts/web';
import { fillCopy } from '../../copy/fill.ts';
import type { PageCopy } from '../../copy/base.ts';

// The cart builder's two forms (docs/decisions/0032): a pasted list read line by line and previewed, and 'Add to cart'
// for a project or for the list. A refusal comes back as messages; what was typed is kept.

export interface BuilderAnswer {
  /** Which form it answers: the project's 'Add to cart', or the pasted list's. */
  source: 'project' | 'list';
  text: string;
  errors: string[];
  preview: CartBuilderPreview | null;
  result: CartBuildResult | null;
}

function apiErrors(error: unknown): string[] | null {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404))
    return error.body?.errors.length ? error.body.errors : [error.message];
  return null;
}

export async function runCartBuilderAction(
  api: ApiClient,
  form: FormData,
  copy: Pick<PageCopy['staffProjects'], 'lineError' | 'pasteHint' | 'unknownSku'>,
): Promise<BuilderAnswer> {
  const field = (name: string) => String(form.get(name) ?? '');
  const text = field('lines').slice(0, 20_000);
  const source = field('intent') === 'cart' && field('source') === 'project' ? 'project' : 'list';
  const answer: BuilderAnswer = { source, text, errors: [], preview: null, result: null };
  const mode = field('mode') === 'replace' ? 'replace' : 'add';
  try {
    if (source === 'project')
      return { ...answer, result: await api.staffProjectToCart(field('projectId'), mode) };
    const parsed = parseSkuLines(text);
    const lineErrors = parsed.errors.map((e) =>
      e.line === 0
        ? e.message
        : fillCopy(copy.lineError, { line: String(e.line), text: e.text, message: e.message }),
    );
    if (lineErrors.length > 0) return { ...answer, errors: lineErrors };
    if (parsed.lines.length === 0) return { ...answer, errors: [copy.pasteHint] };
    const preview = await api.staffCartBuilderPreview(parsed.lines);
    const unknown = preview.unknownSkus.map((sku) => fillCopy(copy.unknownSku, { sku }));
    if (field('intent') !== 'cart' || unknown.length > 0) return { ...answer, preview, errors: unknown };
    return { ...answer, preview, result: await api.staffCartBuilderCart(parsed.lines, mode) };
  } catch (error) {
    const messages = apiErrors(error);
    if (messages) return { ...answer, errors: messages };
    throw error;
  }
}
