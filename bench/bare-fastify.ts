// The yardstick of the API read benchmark: a bare Fastify server with one JSON route and no
// plugins, database or logging, on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
