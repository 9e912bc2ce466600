import type { FastifyReply, FastifyRequest } from 'fastify';

// The compare list and the cart are found by a random id in an HttpOnly cookie (docs/decisions/0012): scripts cannot
// read it, SameSite=Lax keeps it off cross-site posts, and it is Secure whenever the shop is reached over https.

export { CART_COOKIE, COMPARE_COOKIE } from '@shop/contracts';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id in the cookie when it is a well-formed uuid; anything else is treated as no cookie. */
export function readIdCookie(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

export function setIdCookie(request: FastifyRequest, reply: FastifyReply, name: string, id: string): void {
  void reply.setCookie(name, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearIdCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  void reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
