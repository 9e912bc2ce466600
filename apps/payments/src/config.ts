import { z } from 'zod';
import { envBoolean, envPort, parseEnv, type EnvSource } from '@shop/server-kit';

const shape = {
  PAYMENTS_PORT: envPort(3002),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  /** Private card-encryption key as a JWK (production); generated under DATA_DIR otherwise. */
  PAYMENTS_ENCRYPTION_JWK: z.string().optional(),
  PORT: envPort(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: envBoolean(false),
};

export interface PaymentsConfig {
  port: number;
  host: string;
  dataDir: string;
  encryptionJwk: string | undefined;
  storefrontOrigin: string;
  logLevel: string;
  trustProxy: boolean;
}

export function loadPaymentsConfig(env: EnvSource): PaymentsConfig {
  const e = parseEnv(shape, env);
  return {
    port: e.PAYMENTS_PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    encryptionJwk: e.PAYMENTS_ENCRYPTION_JWK,
    storefrontOrigin: `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
