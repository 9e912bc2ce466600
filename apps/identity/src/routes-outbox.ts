import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from './context.ts';
import { listOutbox } from './mail.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Only links to the storefront's own pages are made clickable. */
function safeLink(url: string | null, origins: readonly string[]): string | null {
  if (!url) return null;
  try {
    return origins.includes(new URL(url).origin) ? url : null;
  } catch {
    return null;
  }
}

/**
 * GET /dev/outbox: the mail that would have been sent, newest first, so the register, confirm and reset journeys can
 * be finished on a laptop without a mail server. Only when there is no SMTP_URL and not in production (unless
 * IDENTITY_DEV_OUTBOX asks for it).
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  if (!ctx.config.devOutbox || ctx.mailer.kind !== 'outbox') return;
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await listOutbox(ctx.db);
    const items = messages
      .map((m) => {
        const link = safeLink(m.actionUrl, ctx.config.allowedOrigins);
        return [
          '<li><article>',
          `<h2>${escapeHtml(m.subject)}</h2>`,
          `<p>To: ${escapeHtml(m.recipient)} · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toISOString())}</time></p>`,
          `<p>${escapeHtml(m.body).replaceAll('\n', '<br>')}</p>`,
          link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(m.actionLabel ?? link)}</a></p>` : '',
          '</article></li>',
        ].join('');
      })
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development outbox</title></head>
<body><main><h1>Development outbox</h1>
<p>Mail the identity service would have sent. No SMTP_URL is set, so nothing leaves this machine.</p>
${messages.length > 0 ? `<ol reversed>\n${items}\n</ol>` : '<p>No mail yet.</p>'}
</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
