import { z } from 'zod';
import { envBoolean, envPort, envUrl, parseEnv, type EnvSource } from '@shop/server-kit';

const shape = {
  IDENTITY_PORT: envPort(3001),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  IDENTITY_ISSUER: envUrl(['http:', 'https:']).optional(),
  IDENTITY_SIGNING_JWK: z.string().optional(),
  /** Storefront origins allowed to send shoppers here and receive them back. */
  IDENTITY_ALLOWED_ORIGINS: z.string().optional(),
  PORT: envPort(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: envBoolean(false),
};

export interface IdentityConfig {
  port: number;
  host: string;
  dataDir: string;
  issuer: string;
  signingJwk: string | undefined;
  allowedOrigins: string[];
  logLevel: string;
  trustProxy: boolean;
}

export function loadIdentityConfig(env: EnvSource): IdentityConfig {
  const e = parseEnv(shape, env);
  const origins = (e.IDENTITY_ALLOWED_ORIGINS ?? `http://localhost:${e.PORT}`)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: e.IDENTITY_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    issuer: e.IDENTITY_ISSUER ?? `http://localhost:${e.IDENTITY_PORT}`,
    signingJwk: e.IDENTITY_SIGNING_JWK,
    allowedOrigins: origins,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
