// Baseline for bench/run.mjs: a bare Fastify hello-world (the same Fastify the app runs on).
// Usage: PORT=4000 node bench/hello-server.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 0);
const address = await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${address}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
