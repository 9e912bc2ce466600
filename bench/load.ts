/**
 * The load generator of the HTTP benches: autocannon, reading each answer as bytes.
 *
 * As published, autocannon appends every answer's body to a string as it arrives (for the `expectBody`, `verifyBody`
 * and `onResponse` checks, which no bench here uses). Decoding a compressed page as UTF-8 is the slow path of the
 * decoder: on this machine it cost the client about 12 µs per kilobyte, 0.13 ms for a 10.5 KB page against 0.02 ms
 * for the whole "hello" exchange, so with client and shop on the same two cores the figures of every compressed page
 * followed the load generator, not the shop (docs/decisions/0065-load-generator-reads-bytes.md). A browser, a balancer
 * or a CDN reads those bytes without decoding them; so does the bench now. Bytes are still counted (throughput), and
 * the status and latency of every answer are unchanged.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: (data: Buffer) => void };
};
queue.prototype.addBody = () => {};

export default autocannon;
