import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The API's own routes: what a client calls, not the reference page's files or sockets. */
const apiRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.websocket &&
      !(route.schema as { hide?: boolean } | undefined)?.hide,
  );

describe('the published API', () => {
  it('gives every route a response schema, so no answer carries an undeclared field', () => {
    const missing = apiRoutes()
      .filter((route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)
          ?.response;
        return !response || !Object.keys(response).some((status) => /^2\d\d$/.test(status));
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('serves an OpenAPI document with every route, its request and its response', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const route of apiRoutes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      // A feature's root route is documented with its trailing slash (`/api/players/`).
      const operation = (document.paths[path] ?? document.paths[`${path}/`])?.[
        route.method.toLowerCase()
      ];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).not.toHaveLength(0);
    }
    // Shared shapes are named once and referred to.
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['League', 'Team', 'Player', 'User', 'Matchup']),
    );
    const login = document.paths['/api/users/login']?.post as {
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    };
    expect(login.requestBody?.content['application/json']?.schema.properties).toHaveProperty(
      'password',
    );
  });

  it('shows a reference page at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
  });
});
