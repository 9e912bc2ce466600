import type { FastifyInstance } from 'fastify';
import type { Db } from '@shop/db';
import { escapeHtml } from './order-mail-render.ts';
import { listOutboxMessages } from './order-queries.ts';

/** Enough to find the mail of the last few checkouts. */
const OUTBOX_PAGE = 50;

/**
 * GET /dev/outbox: the storefront's mail (order e-mails), newest first, so a checkout can be followed to its e-mail on
 * a laptop. Registered only outside production. Each message's own HTML is shown as escaped text inside a
 * details element, never rendered: it is data, not part of this page.
 */
export function registerOutboxRoutes(app: FastifyInstance, opts: { db: Db; sending: boolean }): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutboxMessages(opts.db, OUTBOX_PAGE);
    const e = escapeHtml;
    const items = messages
      .map((m) =>
        [
          '<li><article>',
          `<h2>${e(m.subject)}</h2>`,
          `<p>To: ${e(m.recipient)} · <time datetime="${m.createdAt.toISOString()}">${e(m.createdAt.toISOString())}</time></p>`,
          `<pre>${e(m.textBody)}</pre>`,
          `<details><summary>HTML source</summary><pre>${e(m.htmlBody)}</pre></details>`,
          '</article></li>',
        ].join(''),
      )
      .join('\n');
    const note = opts.sending
      ? 'Mail the storefront has sent through SMTP_URL (kept here as well).'
      : 'Mail the storefront would have sent. No SMTP_URL is set, so nothing leaves this machine.';
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront outbox</title></head>
<body><main><h1>Storefront outbox</h1>
<p>${note}</p>
${messages.length > 0 ? `<ol>\n${items}\n</ol>` : '<p>No mail yet.</p>'}
</main></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
