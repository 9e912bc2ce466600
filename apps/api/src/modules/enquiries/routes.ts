import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EnquiryBody, EnquiryCreated } from '@shop/contracts';
import { enquiries, type Db } from '@shop/db';
import { normaliseEmail, normalisePhone } from '@shop/domain';
import type { StorefrontConfig } from '../../config.ts';
import { requireJsonBody } from '../shared/json-only.ts';

/** Enquiries per client per window (ADR 0010): enough for a shopper, tiresome for a spammer. */
export const ENQUIRY_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

// Postgres text refuses NUL; other control characters but tab and line breaks are noise in a stored message.
// eslint-disable-next-line no-control-regex
const clean = (v: string) => v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/** POST /api/enquiry: the /contact-us and /ask-an-expert form. JSON only (CSRF), rate-limited, 201 { id }. */
export async function registerEnquiryRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: StorefrontConfig },
) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/enquiry',
    {
      config: { rateLimit: ENQUIRY_RATE_LIMIT },
      preValidation: requireJsonBody,
      schema: { tags: ['enquiries'], body: EnquiryBody, response: { 201: EnquiryCreated } },
    },
    async (request, reply) => {
      const e = request.body;
      const [row] = await db
        .insert(enquiries)
        .values({
          source: e.source ?? 'contact-us',
          name: clean(e.name),
          email: normaliseEmail(e.email),
          phone: normalisePhone(e.phone),
          postcode: e.postcode,
          topic: e.topic,
          message: clean(e.message),
          productSku: e.productSku ? clean(e.productSku) || null : null,
        })
        .returning({ id: enquiries.id });
      return reply.status(201).send({ id: row!.id });
    },
  );
}
