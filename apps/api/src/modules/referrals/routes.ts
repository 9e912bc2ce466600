import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReferralCodeCheck, ReferralCodeParams, ReferralSummary } from '@shop/contracts';
import type { Db } from '@shop/db';
import { referralProgramFor, type ReferralProgram } from '@shop/domain';
import { AppError } from '@shop/server-kit';
import type { StorefrontConfig } from '../../config.ts';
import type { IdentityClient } from '../auth/identity-client.ts';
import { accessTokenOf, type SignedIn } from '../auth/signed-in.ts';
import { checkReferralCode, referralSummary } from './service.ts';

export interface ReferralRouteOptions {
  db: Db;
  config: StorefrontConfig;
  signedIn: SignedIn;
  identity: IdentityClient;
}

/** Refer a friend (000 §2 referAFriend, §7; docs/decisions/0039): the customer's own code and link, and a code check. */
export async function registerReferralRoutes(app: FastifyInstance, opts: ReferralRouteOptions) {
  const { db, signedIn, identity } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referrals'];
  /** The program flags of the request's site: its country is the market, its host the link's domain. */
  const programOf = (request: FastifyRequest): ReferralProgram =>
    referralProgramFor(request.site.country, request.site.hostname);

  r.get(
    '/api/account/referral',
    { schema: { tags, response: { 200: ReferralSummary } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const accountId = await signedIn.accountOf(request);
      const token = accessTokenOf(request);
      if (!accountId || !token) throw new AppError('unauthorized', ['Please sign in.']);
      return referralSummary(db, {
        accountId,
        // Asked of the identity service only when the code is made: the code keeps the e-mail it was made for.
        emailOf: async () => (await identity.getProfile(token)).email,
        program: programOf(request),
      });
    },
  );

  r.get(
    '/api/referral/:code',
    { schema: { tags, params: ReferralCodeParams, response: { 200: ReferralCodeCheck } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkReferralCode(db, request.params.code);
    },
  );
}
