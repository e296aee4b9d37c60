import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_REQUIRED, refusals } from '../../../domain/contract/fields';
import {
  markReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
} from '../../../domain/contract/notifications';
import { badRequest } from '../../errors';
import type { NotificationsService } from './service';

/** The notification centre (docs/api.md), mounted at /api/notifications; the caller's own. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { service }: { service: NotificationsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/',
    {
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...refusals(401) },
      },
    },
    (request) => service.list(request.user.sub, request.query.before),
  );
  routes.post(
    '/read',
    {
      schema: { body: markReadSchema, response: { 200: notificationListSchema, ...refusals(401) } },
    },
    (request) => {
      // A body left out and a body of JSON null both reach the schema as null: only the first
      // asks for everything to be marked read. A body sent names its type (an empty one with a
      // JSON type is refused before this).
      if (request.body === null && request.headers['content-type'] !== undefined) {
        throw badRequest(BODY_REQUIRED.error);
      }
      return service.markRead(request.user.sub, request.body?.ids);
    },
  );
}
