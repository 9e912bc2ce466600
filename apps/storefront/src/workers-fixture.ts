/**
 * A stand-in storefront for workers.test.ts: the real supervisor over real `node:cluster` workers, each a bare HTTP
 * server that answers with its process id. WORKERS sets how many; FAIL_START=1 makes every worker exit before it
 * listens.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopWhenPrimaryGone, superviseWorkers } from './workers.ts';

if (cluster.isPrimary) {
  try {
    await superviseWorkers({
      workers: Number(process.env.WORKERS ?? 2),
      fork: () => cluster.fork(),
      stopTimeoutMs: 5_000,
      restartDelayMs: 100,
    });
    console.log('all workers listening');
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
} else {
  if (process.env.FAIL_START === '1') process.exit(3);
  stopWhenPrimaryGone();
  const server = http.createServer((_req, res) => {
    res.setHeader('connection', 'close');
    res.end(String(process.pid));
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(`worker ${process.pid} on ${(server.address() as AddressInfo).port}`);
  });
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}
