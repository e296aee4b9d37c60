import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { fromProjectRoot } from '../project-root';

// The app's own mark in the reference page's header.
const LOGO = readFileSync(fromProjectRoot('src/web/public/favicon.svg'));

/** Groups the reference by feature: `/api/leagues/{id}` is under "leagues". */
const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const feature = input.url.split('/')[2];
  return { ...output, schema: { ...output.schema, tags: feature ? [feature] : [] } };
};

/**
 * The published API: `GET /api/openapi.json`, generated from the same Zod schemas the routes
 * validate requests and shape answers with, and a reference page at `/api/docs`. Registered
 * before the routes, so it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rift Fantasy API',
        version: '1.0.0',
        description:
          'Fantasy League of Legends on real professional players. Every error is `{ message, code }`; the rules behind each call are in docs/api.md.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
    transformObject: jsonSchemaTransformObject,
    // The reference page's own files and the socket are not part of the API.
    hideUntagged: false,
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The page loads only its own files, so the app's own Content-Security-Policy covers it.
    logo: { type: 'image/svg+xml', content: LOGO, href: '/', target: '_self' },
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
