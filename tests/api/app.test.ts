import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../support/test-app';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'rift-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Rift Fantasy</title>');
  await writeFile(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('the HTTP layer', () => {
  it('reports health with the database engine', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { engine: expect.stringMatching(/pglite|postgres/), state: 'up' },
      // No data feed is configured.
      feed: null,
    });
  });

  it('gives every response a request id, keeping a sane incoming one', async () => {
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The page may talk to this origin only: no other host, over HTTP or WebSocket.
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/nothing-here not found',
      code: 'NOT_FOUND',
    });
  });

  it('serves the web client for client routes and its hashed assets for a year', async () => {
    for (const url of ['/', '/leagues/123', '/friends?tab=messages']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Rift Fantasy</title>');
    }
    const asset = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('unexpected failures', () => {
  it('are answered with a generic 500 that hides the cause', async () => {
    const { database, drop } = await createTestDatabase();
    const app = await buildApp(testConfig(), { database });
    app.get('/api/explode', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    try {
      const response = await app.inject({ url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      await app.close();
      await drop();
    }
  });
});
