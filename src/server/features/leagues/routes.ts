import type { FastifyInstance } from 'fastify';
import type { LeaguesRepository } from './repository';

/** Spec §7 Leagues, mounted at /api/leagues. The rest arrives with the leagues feature. */
export async function leaguesRoutes(
  app: FastifyInstance,
  { repository }: { repository: LeaguesRepository },
) {
  app.get('/my-leagues', { onRequest: app.authenticate }, (request) =>
    repository.leaguesOf(request.user.sub),
  );
}
