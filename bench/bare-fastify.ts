// The yardsticks of the API read benchmark: a bare Fastify server, with no plugins, database or
// logging, on PORT. `/bare` is one small JSON answer; `/bodies/:name` sends the text that was
// put there with `PUT /bodies/:name`, so a cached route can be compared with a server that
// sends exactly the same bytes and does nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
const bodies = new Map<string, string>();
app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
);
app.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
app.put<{ Params: { name: string }; Body: string }>('/bodies/:name', async (request, reply) => {
  bodies.set(request.params.name, request.body);
  return reply.status(204).send();
});
app.get<{ Params: { name: string } }>('/bodies/:name', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies.get(request.params.name) ?? '{}'),
);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
