import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusals } from '../../../domain/contract/fields';
import {
  markReadSchema,
  notificationListSchema,
  notificationsQuerySchema,
} from '../../../domain/contract/notifications';
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
    (request) => service.markRead(request.user.sub, request.body?.ids),
  );
}
