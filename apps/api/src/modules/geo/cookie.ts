import type { FastifyReply, FastifyRequest } from 'fastify';

/** The shopper's chosen locality and store; validated on every read (docs/decisions/0010). */
export const LOCATION_COOKIE = 'shop_location';
const MAX_AGE_S = 365 * 24 * 60 * 60;
const VALUE = /^v1\.(\d{1,9})\.(\d{1,9})$/;

export interface LocationChoice {
  /** 0 = none chosen. */
  localityId: number;
  storeId: number;
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The choice in the cookie, or null when absent or malformed (then the shopper is treated as new). */
export function readLocationChoice(request: FastifyRequest): LocationChoice | null {
  const raw = readCookie(request.headers.cookie, LOCATION_COOKIE);
  const match = raw ? VALUE.exec(raw) : null;
  if (!match) return null;
  const choice = { localityId: Number(match[1]), storeId: Number(match[2]) };
  return choice.localityId > 0 || choice.storeId > 0 ? choice : null;
}

/** HttpOnly, SameSite=Lax, Path=/, a year; Secure when the request came over https. */
export function writeLocationChoice(
  request: FastifyRequest,
  reply: FastifyReply,
  choice: LocationChoice,
): void {
  const parts = [
    `${LOCATION_COOKIE}=v1.${choice.localityId}.${choice.storeId}`,
    'Path=/',
    `Max-Age=${MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  void reply.header('set-cookie', parts.join('; '));
}
