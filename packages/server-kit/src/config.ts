import { z } from 'zod';

/** A bad environment value: the message names every offending variable so the operator can fix it. */
export class ConfigError extends Error {
  readonly variables: readonly string[];
  constructor(problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

export type EnvSource = Record<string, string | undefined>;

/**
 * Validates environment variables against a zod object whose keys are the variable names.
 * Empty strings count as unset, so `FOO= npm start` falls back to the default.
 */
export function parseEnv<S extends z.ZodRawShape>(shape: S, env: EnvSource): z.infer<z.ZodObject<S>> {
  const input: Record<string, string> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const result = z.object(shape).safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(unknown)'),
        message: issue.message,
      })),
    );
  }
  return result.data;
}

export const envPort = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "must be 'true' or 'false'" })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envUrl = (protocols: readonly string[]) =>
  z
    .string()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
