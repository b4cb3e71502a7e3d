import Fastify from 'fastify';

/** The yardstick: a bare Fastify JSON route, no database, no plugins. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'success', data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
