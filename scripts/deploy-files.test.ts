import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// The deployment files (Dockerfile, compose.yaml, deploy/nginx.conf) cannot be run on a machine without containers;
// what can drift silently is checked here: the image installs every workspace and starts each service's real entry
// point, compose names only services the image can run, the balancer's upstreams are the compose services on the
// ports they listen on, and every setting compose gives the services is one they read
// (docs/decisions/0043-scale-out-shared-state.md; the same topology runs without containers in `npm run bench:scale`).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const SERVICES = ['storefront', 'identity', 'payments'] as const;
/** The port setting each service listens on (their config loaders). */
const PORT_SETTING: Record<(typeof SERVICES)[number], string> = {
  storefront: 'PORT',
  identity: 'IDENTITY_PORT',
  payments: 'PAYMENTS_PORT',
};

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');

/** `upstream name { server host:port …; }` blocks of the balancer's configuration. */
function upstreams(conf: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const block of conf.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
    const servers = [...block[2]!.matchAll(/^\s*server\s+([^\s;]+)/gm)].map((m) => m[1]!);
    found.set(block[1]!, servers);
  }
  return found;
}

/** The services that run the shop's own image, with the service each runs. */
const shopServices = Object.entries(compose.services)
  .filter(([, service]) => service.environment?.['SERVICE'] !== undefined)
  .map(([name, service]) => ({ name, service, runs: service.environment!['SERVICE']! }));

describe('Dockerfile', () => {
  const install = dockerfile.indexOf('RUN npm ci');

  it('copies every workspace manifest and the lockfile before installing, so `npm ci` sees the whole tree', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    expect(install).toBeGreaterThan(0);
    for (const workspace of workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect(copy, workspace).toBeGreaterThan(0);
      expect(copy, workspace).toBeLessThan(install);
    }
    expect(dockerfile.indexOf('COPY package.json package-lock.json .npmrc ./')).toBeLessThan(install);
    expect(existsSync(path.join(root, '.npmrc'))).toBe(true);
  });

  it("starts each service's production entry point, and refuses any other name", () => {
    for (const service of SERVICES) {
      expect(existsSync(path.join(root, `apps/${service}/src/main.ts`)), service).toBe(true);
    }
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    const [shell, flag, script] = JSON.parse(cmd ?? '[]') as string[];
    expect([shell, flag]).toEqual(['sh', '-c']);
    expect(script).toContain(`case "$SERVICE" in ${SERVICES.join('|')})`);
    expect(script).toContain('exec node "apps/$SERVICE/src/main.ts"');
  });
});

describe('compose.yaml and the balancer', () => {
  it('runs the shop image only as a service it has, two storefront replicas among them', () => {
    for (const { name, runs } of shopServices) expect(SERVICES, name).toContain(runs);
    expect(shopServices.filter((s) => s.runs === 'storefront')).toHaveLength(2);
    for (const { name, service } of shopServices) expect(service.build, name).toBe('.');
  });

  it('balances over every storefront replica, and reaches identity and payments, on the ports they listen on', () => {
    const found = upstreams(nginx);
    const target = ({ name, service, runs }: (typeof shopServices)[number]) =>
      `${name}:${service.environment![PORT_SETTING[runs as (typeof SERVICES)[number]]]}`;
    expect(found.get('storefronts')?.sort()).toEqual(
      shopServices
        .filter((s) => s.runs === 'storefront')
        .map(target)
        .sort(),
    );
    for (const runs of ['identity', 'payments'] as const) {
      expect(found.get(runs)).toEqual(shopServices.filter((s) => s.runs === runs).map(target));
    }
    const balancer = compose.services['balancer']!;
    expect(balancer.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    for (const { name, runs } of shopServices) {
      if (runs === 'storefront') expect(Object.keys(balancer.depends_on ?? {}), name).toContain(name);
    }
  });

  it('gives the services only settings they read', () => {
    const sources = [
      'apps/api/src/config.ts',
      'apps/identity/src/config.ts',
      'apps/payments/src/config.ts',
      'packages/server-kit/src/config.ts',
    ]
      .filter((file) => existsSync(path.join(root, file)))
      .map(read)
      .join('\n');
    const settings = new Set(shopServices.flatMap(({ service }) => Object.keys(service.environment ?? {})));
    settings.delete('SERVICE'); // read by the image's start command
    for (const setting of settings) expect(sources, setting).toMatch(new RegExp(`\\b${setting}\\b`));
  });
});
