import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleDraftSchema } from '../../../domain/contract/drafts';
import { idParamSchema, refusals, searchTextSchema } from '../../../domain/contract/fields';
import {
  createLeagueSchema,
  inviteCodeSchema,
  joinLeagueSchema,
  leagueSchema,
  leagueSettingsSchema,
  leagueSummarySchema,
  scheduleWeeksSchema,
} from '../../../domain/contract/leagues';

import {
  leagueSettingsDocSchema,
  scoringPatchSchema,
  scoringPreviewSchema,
  settingsPatchSchema,
} from '../../../domain/contract/settings';
import { sendJson } from '../../plugins/serializer';
import type { LeaguesService } from './service';

const browseQuerySchema = z.object({
  search: searchTextSchema.optional(),
});
const detailQuerySchema = z.object({
  // The client asks for fresh data after a change; the server never serves stale data anyway.
  refresh: z.enum(['true', 'false']).optional(),
  inviteCode: inviteCodeSchema.optional(),
});

/** The leagues API (docs/api.md), mounted at /api/leagues; every call needs a logged-in user. */
export async function leaguesRoutes(
  app: FastifyInstance,
  { service }: { service: LeaguesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    { schema: { querystring: browseQuerySchema, response: { 200: z.array(leagueSummarySchema) } } },
    (request) => service.browse(request.user.sub, request.query.search || undefined),
  );

  routes.get(
    '/my-leagues',
    { schema: { response: { 200: z.array(leagueSummarySchema) } } },
    (request) => service.mine(request.user.sub),
  );

  routes.get(
    '/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: detailQuerySchema,
        response: { 200: leagueSchema, ...refusals(404) },
      },
      // Kept a second at most: each answer carries the league's time.
      config: { readCache: { per: 'per-user', league: true, maxAgeMs: 1000 } },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await service.pageJson(request.params.id, request.user.sub, request.query.inviteCode),
      ),
  );

  routes.post(
    '/',
    {
      schema: { body: createLeagueSchema, response: { 201: leagueSchema, ...refusals(409) } },
      config: { idempotent: true },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user.sub, request.body)),
  );

  routes.patch(
    '/:id',
    {
      schema: {
        params: idParamSchema,
        body: leagueSettingsSchema,
        response: { 200: leagueSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.updateSettings(request.user.sub, request.params.id, request.body),
  );

  routes.get(
    '/:id/settings',
    {
      schema: {
        params: idParamSchema,
        response: { 200: leagueSettingsDocSchema, ...refusals(403, 404) },
      },
    },
    (request) => service.settings(request.user.sub, request.params.id),
  );

  routes.patch(
    '/:id/settings',
    {
      schema: {
        params: idParamSchema,
        body: settingsPatchSchema,
        response: { 200: leagueSettingsDocSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.changeSettings(request.user.sub, request.params.id, request.body),
  );

  routes.post(
    '/:id/settings/scoring-preview',
    {
      // Scores it computes are undone: no cached read changes.
      config: { readCache: 'untouched' },
      schema: {
        params: idParamSchema,
        body: scoringPatchSchema,
        response: { 200: scoringPreviewSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.previewScoring(request.user.sub, request.params.id, request.body),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    routes.post(
      `/:id/season/${action}`,
      {
        schema: {
          params: idParamSchema,
          response: { 200: leagueSchema, ...refusals(403, 404, 409) },
        },
      },
      (request) => service.setPaused(request.user.sub, request.params.id, paused),
    );
  }

  routes.post(
    '/:id/invite-code',
    {
      schema: {
        params: idParamSchema,
        response: { 200: leagueSchema, ...refusals(403, 404) },
      },
    },
    (request) => service.renewInviteCode(request.user.sub, request.params.id),
  );

  routes.post(
    '/:id/join',
    {
      schema: {
        params: idParamSchema,
        body: joinLeagueSchema,
        response: { 200: leagueSchema, ...refusals(404, 409) },
      },
    },
    (request) => service.join(request.user.sub, request.params.id, request.body),
  );

  routes.post(
    '/:id/schedule-draft',
    {
      schema: {
        params: idParamSchema,
        body: scheduleDraftSchema,
        response: { 200: leagueSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.scheduleDraft(request.user.sub, request.params.id, request.body),
  );

  routes.post(
    '/:id/schedule',
    {
      schema: {
        params: idParamSchema,
        body: scheduleWeeksSchema,
        response: { 200: leagueSchema, ...refusals(403, 404, 409) },
      },
    },
    (request) => service.generateSchedule(request.user.sub, request.params.id, request.body.weeks),
  );
}
