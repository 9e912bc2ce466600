import type { FastifyInstance } from 'fastify';
import type { Db } from '@shop/db';
import type { StorefrontConfig } from '../../config.ts';
import { createOrderMail, useOrderMail } from './order-mail.ts';
import { registerOutboxRoutes } from './outbox-routes.ts';

export interface OrderRouteOptions {
  db: Db;
  config: StorefrontConfig;
}

/** The order e-mail's mailer and, outside production, the development outbox page. */
export async function registerOrderRoutes(app: FastifyInstance, opts: OrderRouteOptions): Promise<void> {
  const { db, config } = opts;
  const mail = createOrderMail(config, app.log);
  useOrderMail(mail);
  app.addHook('onClose', async () => mail.close());
  if (!config.production) registerOutboxRoutes(app, { db, sending: mail.kind === 'smtp' });
}
