import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '../../src/domain/contract/fields';
import { responseSerializer } from '../../src/server/plugins/serializer';
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

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: object; required?: string[] }> };
}

const readDocument = async () =>
  (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;

/** A call however its path parameters are named, and with or without a trailing slash. */
const callKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1')}`;

/** Every operation under /api in the document, by its call. */
const operationsOf = (document: OpenApiDocument) =>
  new Map(
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [callKey(method, path), operation]),
      ),
  );

const refusalsOf = (operation: Operation) =>
  Object.keys(operation.responses ?? {}).filter((status) => /^4\d\d$/.test(status));

/**
 * The calls docs/api.md describes, each with the refusals it lists: the 4xx statuses in the last
 * cell of its row `| \`METHOD /path\` | … | failures |` where the table's last column is
 * "failures" (none where it has no such column); a row whose failures read "as \`METHOD /path\`"
 * has that call's too.
 */
function documentedRefusals(): Map<string, Set<string>> {
  const lines = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8').split('\n');
  const cellsOf = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  const call = /^`(GET|POST|PUT|PATCH|DELETE) (\/[^`?\s]*)/;
  const listed = new Map<string, Set<string>>();
  const sameAs = new Map<string, string>();
  let failuresColumn = false;
  lines.forEach((line, index) => {
    if (!line.startsWith('|')) return;
    if (lines[index + 1]?.startsWith('|---')) {
      failuresColumn = cellsOf(line).at(-1) === 'failures';
      return;
    }
    const cells = cellsOf(line);
    const row = call.exec(cells[0] ?? '');
    if (!row) return;
    const key = callKey(row[1] as string, `/api${row[2]}`);
    const failures = failuresColumn ? (cells.at(-1) ?? '') : '';
    const statuses = listed.get(key) ?? new Set<string>();
    for (const [status] of failures.matchAll(/\b4\d\d\b/g)) statuses.add(status);
    listed.set(key, statuses);
    const other = /^as (`.*)/.exec(failures)?.[1];
    const same = other && call.exec(other);
    if (same) sameAs.set(key, callKey(same[1] as string, `/api${same[2]}`));
  });
  for (const [key, other] of sameAs) {
    for (const status of listed.get(other) ?? []) listed.get(key)?.add(status);
  }
  return listed;
}

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

  it('declares how each call can be refused, every refusal as ApiError', async () => {
    const document = await readDocument();
    const errorName = z.globalRegistry.get(apiErrorSchema)?.id ?? '';
    expect(document.components.schemas[errorName]).toMatchObject({
      properties: { message: {}, code: {}, errors: {} },
      required: ['message', 'code'],
    });
    const problems: string[] = [];
    for (const [call, operation] of operationsOf(document)) {
      // The load balancer's probe takes nothing and needs no login: it only fails with 503.
      if (call === 'GET /api/health') continue;
      const refusals = refusalsOf(operation);
      if (refusals.length === 0) problems.push(`${call}: declares no 4xx`);
      for (const status of refusals) {
        const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
        if (schema?.$ref !== `#/components/schemas/${errorName}`) {
          problems.push(`${call}: ${status} is not ${errorName}`);
        }
      }
      // The framework refuses what fails the input schemas: 400 exactly where there is input.
      const takesInput =
        (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (takesInput !== refusals.includes('400')) {
        problems.push(
          `${call}: ${takesInput ? 'takes input but declares no 400' : 'declares 400 without input'}`,
        );
      }
      const takesBody = operation.requestBody !== undefined;
      if (takesBody !== refusals.includes('413')) {
        problems.push(
          `${call}: ${takesBody ? 'takes a body but declares no 413' : 'declares 413 without a body'}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares 401 on every call that refuses a visitor without a token', async () => {
    const operations = operationsOf(await readDocument());
    const sample = '00000000-0000-4000-8000-000000000000';
    const loggedIn: string[] = [];
    const undeclared: string[] = [];
    for (const route of apiRoutes()) {
      const response = await t.app.inject({
        method: route.method,
        url: route.url.replace(/:\w+/g, sample),
      });
      if (response.statusCode !== 401) continue;
      const call = callKey(route.method, route.url.replace(/:(\w+)/g, '{$1}'));
      loggedIn.push(call);
      if (!refusalsOf(operations.get(call) ?? {}).includes('401')) undeclared.push(call);
    }
    expect(undeclared).toEqual([]);
    // Everything but signing in, the players and the health check needs a login.
    expect(loggedIn.length).toBeGreaterThan(45);
    expect(loggedIn).toEqual(expect.arrayContaining(['GET /api/users/me', 'POST /api/draft/pick']));
  });

  it('declares every failure docs/api.md lists, and docs/api.md lists every call', async () => {
    const operations = operationsOf(await readDocument());
    const documented = documentedRefusals();
    const problems: string[] = [];
    for (const [call, statuses] of documented) {
      const operation = operations.get(call);
      if (!operation) problems.push(`${call}: in docs/api.md, not in the document`);
      const declared = refusalsOf(operation ?? {});
      for (const status of statuses) {
        if (!declared.includes(status)) problems.push(`${call}: docs/api.md lists ${status}`);
      }
    }
    for (const call of operations.keys()) {
      if (!documented.has(call)) problems.push(`${call}: not in docs/api.md`);
    }
    expect(problems).toEqual([]);
  });

  it('writes every field of a refusal, the field errors of a 400 included', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: expect.arrayContaining([expect.objectContaining({ field: 'username' })]),
    });
    // As the server writes it outside the tests (fast-json-stringify keeps declared fields only).
    const write = responseSerializer({
      schema: apiErrorSchema,
      method: 'POST',
      url: '/api/users/login',
      httpStatus: '400',
    }) as (body: unknown) => string;
    expect(JSON.parse(write(refused.json()))).toEqual(refused.json());
  });

  it('shows a reference page at /api/docs', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
  });
});
