import { useMutation } from '@tanstack/react-query';
import type { ScoringPatch, ScoringPreview } from '../../../../domain/contract/settings';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** POST /leagues/{id}/settings/scoring-preview (commissioner): nothing is kept. */
export function previewScoring(leagueId: string, scoring: ScoringPatch) {
  return api.post<ScoringPreview>(apiPaths.scoringPreview(leagueId), scoring);
}

export function usePreviewScoring(leagueId: string) {
  return useMutation({
    mutationFn: (scoring: ScoringPatch) => previewScoring(leagueId, scoring),
  });
}
