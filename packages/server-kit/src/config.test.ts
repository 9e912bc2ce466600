import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, envBoolean, envPort, envUrl, parseEnv } from './config.ts';

const shape = {
  PORT: envPort(3000),
  FLAG: envBoolean(false),
  DATABASE_URL: envUrl(['postgres:']).optional(),
  NAME: z.string().default('shop'),
};

describe('parseEnv', () => {
  it('applies defaults and treats empty values as unset', () => {
    expect(parseEnv(shape, { PORT: '', FLAG: ' ' })).toEqual({ PORT: 3000, FLAG: false, NAME: 'shop' });
  });

  it('coerces valid values', () => {
    expect(parseEnv(shape, { PORT: '8080', FLAG: 'true', DATABASE_URL: 'postgres://x@y/z' })).toMatchObject({
      PORT: 8080,
      FLAG: true,
      DATABASE_URL: 'postgres://x@y/z',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ FLAG: 'maybe' }, 'FLAG'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
  ])('names the variable of a bad value %j', (env, variable) => {
    try {
      parseEnv(shape, env);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).variables).toEqual([variable]);
      expect((err as ConfigError).message).toContain(`${variable}:`);
    }
  });
});
