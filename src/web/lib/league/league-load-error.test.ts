import { describe, expect, it } from 'vitest';
import { ApiError, TRANSPORT_MESSAGES } from '../api-client';
import { LEAGUE_LOAD_MESSAGES, leagueLoadErrorMessage } from './league-load-error';

describe('leagueLoadErrorMessage', () => {
  it('turns an HTML error page into the server-trouble text', () => {
    const error = new ApiError(TRANSPORT_MESSAGES.htmlErrorPage, 502);
    expect(leagueLoadErrorMessage(error)).toBe(LEAGUE_LOAD_MESSAGES.server);
  });

  it('turns a network failure into the connection text', () => {
    const error = new ApiError(TRANSPORT_MESSAGES.network, 0);
    expect(leagueLoadErrorMessage(error)).toBe(
      'Network error. Please check your internet connection.',
    );
  });

  it('says the league is not found for a 404 or a malformed id', () => {
    expect(leagueLoadErrorMessage(new ApiError('League not found', 404))).toBe('League not found');
    expect(leagueLoadErrorMessage(new ApiError('Invalid id', 400))).toBe('League not found');
  });

  it("keeps the server's explanation of a private league", () => {
    const message = 'This league is private. Ask its commissioner for the invite link.';
    expect(leagueLoadErrorMessage(new ApiError(message, 403))).toBe(message);
  });

  it('uses the default text for anything else', () => {
    expect(leagueLoadErrorMessage(new ApiError('Server error: 500', 500))).toBe(
      'Failed to load league details',
    );
  });
});
