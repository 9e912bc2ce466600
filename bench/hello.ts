// The ceiling: a bare Fastify "hello" on this machine, measured the same way as the shop.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3299), host: '127.0.0.1' });
console.log('hello ready');
