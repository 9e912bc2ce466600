/**
 * The load balancer of `npm run bench:scale`: Debian's nginx, installed when missing, run in the foreground from a
 * configuration written to the run's own directory (its pid, logs and temporary files there too), so the machine's
 * own nginx configuration is neither read nor changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
  '/usr/bin/nginx',
];

function findNginx(): string | null {
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const found = which.status === 0 ? which.stdout.trim() : '';
  return found || null;
}

const HOW_TO_INSTALL =
  'Install nginx from your distribution and run again: on Debian or Ubuntu `sudo apt-get install -y nginx-light` ' +
  '(or `nginx`); on Fedora `sudo dnf install nginx`; on macOS `brew install nginx`. The bench only needs the nginx ' +
  'binary on PATH (or in /usr/sbin); it never starts the system service or reads /etc/nginx.';

function apt(args: string[]): boolean {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** The nginx binary; installs Debian's `nginx-light` (else `nginx`) through apt-get when there is none. */
export function ensureNginx(log: (line: string) => void): string {
  const present = findNginx();
  if (present) return present;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!hasApt) throw new Error(`nginx is not installed and apt-get is not available. ${HOW_TO_INSTALL}`);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `nginx is not installed, and installing it needs root. Run \`sudo apt-get install -y nginx-light\` ` +
        `(or \`sudo apt-get install -y nginx\`), then \`npm run bench:scale\` again.`,
    );
  }
  log('nginx is not installed: installing Debian’s nginx-light with apt-get…');
  const install = (pkg: string) => apt(['install', '-y', '--no-install-recommends', pkg]);
  // Package lists may be stale or absent in a fresh container: refresh them once and try again.
  const installed =
    install('nginx-light') ||
    install('nginx') ||
    (apt(['update']) && (install('nginx-light') || install('nginx')));
  const found = installed ? findNginx() : null;
  if (!found) throw new Error(`apt-get could not install nginx (see its output above). ${HOW_TO_INSTALL}`);
  return found;
}

export interface BalancerConfig {
  /** The run's directory for the configuration, pid, logs and nginx's temporary files. */
  dir: string;
  listenPort: number;
  upstreams: readonly { host: string; port: number }[];
}

/** The access log's format: one line per request, naming every instance tried (a failover lists two). */
export const ACCESS_LOG_FORMAT = '$status $request_method "$upstream_addr" "$upstream_status" $request_time';

/**
 * The balancer's configuration (see docs/decisions/0043-scale-out-shared-state.md for the choices):
 * - round robin over the storefronts, with passive health: a connection error or timeout marks an instance down
 *   for `fail_timeout` (open-source nginx has no active health checks);
 * - a request goes to the next instance on `error`/`timeout` — for GET and HEAD always; for POST only when it was
 *   never sent (the connection was refused), since nginx does not retry a non-idempotent request once sent unless
 *   told `non_idempotent`, which this configuration deliberately leaves out: a POST cut off mid-way answers 502 and
 *   the shopper (or the page's own retry) sends it again, which the checkout's per-cart order and the cart's `set`
 *   tolerate but a cart `add` would count twice;
 * - the balancer stands in for the CDN or TLS terminator in front of it too: it passes on, as the client's address, the
 *   one each bench shopper names in `X-Forwarded-For` (its own connection's address when none is named), so the
 *   storefronts, trusting one hop (`TRUST_PROXY=true`), count every shopper apart, as production would.
 */
export function balancerConfig(config: BalancerConfig): string {
  const file = (name: string) => path.join(config.dir, name);
  const servers = config.upstreams
    .map((u) => `    server ${u.host}:${u.port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `# Written by bench/scale.ts for one run; removed with the run's directory.
worker_processes 1;
daemon off;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;

events {
  worker_connections 4096;
}

http {
  log_format scale '${ACCESS_LOG_FORMAT}';
  access_log ${file('access.log')} scale buffer=64k flush=1s;
  client_body_temp_path ${file('tmp/body')};
  proxy_temp_path ${file('tmp/proxy')};
  fastcgi_temp_path ${file('tmp/fastcgi')};
  uwsgi_temp_path ${file('tmp/uwsgi')};
  scgi_temp_path ${file('tmp/scgi')};
  client_max_body_size 256k;

  map $http_x_forwarded_for $client_address {
    "" $remote_addr;
    default $http_x_forwarded_for;
  }

  upstream storefronts {
${servers}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${config.listenPort};

    location / {
      proxy_pass http://storefronts;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $client_address;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_connect_timeout 2s;
      # A checkout may wait up to 30 s for another instance's reservation of the same cart (ADR 0025).
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
    }
  }
}
`;
}

/** Writes the configuration and checks it with `nginx -t`; answers the file's path. */
export async function writeBalancerConfig(nginx: string, config: BalancerConfig): Promise<string> {
  // nginx's workers run as an unprivileged user when it starts as root: they must reach the temporary directories.
  await chmod(config.dir, 0o755);
  await mkdir(path.join(config.dir, 'tmp'), { recursive: true, mode: 0o777 });
  await chmod(path.join(config.dir, 'tmp'), 0o777);
  const file = path.join(config.dir, 'nginx.conf');
  await writeFile(file, balancerConfig(config));
  const test = spawnSync(nginx, ['-t', '-q', '-p', config.dir, '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the generated configuration:\n${test.stderr}`);
  return file;
}
