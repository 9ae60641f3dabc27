// The lobby drawn from the answers the server wrote into /games's page (lobby-answers.ts).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { resetReads } from '../../lib/read-cache.ts';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { LOBBY_ANSWERS_ID, lobbyAnswersUsed, lobbyGamesFromPage, resetLobbyAnswers } from './lobby-answers.ts';
import { FIRST_TILES } from './game-grid.tsx';
import { testGame } from './grid-test-kit.tsx';
import { Lobby } from './lobby-page.tsx';

const GAMES = Array.from({ length: 30 }, (_, i) => testGame(i));
const SYSTEMS = [{ platform: 'HOUSE', name: 'House Studio', type: 'SLOT', logo: '' }];
const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
function writeBlock(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LOBBY_ANSWERS_ID;
  block.textContent = json;
  document.body.append(block);
}
const apiRoutes = {
  'GET /api/get-games': { body: { games: GAMES.slice(0, 2), message: 'ok' } },
  'GET /api/get-system': { body: { systems: SYSTEMS, message: 'ok' } },
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['casino']);
  resetLobbyAnswers();
  resetReads();
  document.getElementById(LOBBY_ANSWERS_ID)?.remove();
});
afterEach(() => vi.unstubAllGlobals());

describe("the lobby from the page's answers", () => {
  it('draws the first tiles on the first render and asks the API for neither games nor providers', async () => {
    writeBlock(JSON.stringify({ key: 'SLOT|', type: 'SLOT', games: { games: GAMES, message: 'ok' }, systems: { systems: SYSTEMS, message: 'ok' } }));
    const { sent } = stubFetch(apiRoutes);
    renderWithApp(<Lobby type="SLOT" title="Slots" />);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(FIRST_TILES);
    await settle();
    expect(sent.filter((s) => s.path === '/api/get-games' || s.path === '/api/get-system')).toHaveLength(0);
    // The block is read once and leaves the document.
    expect(document.getElementById(LOBBY_ANSWERS_ID)).toBeNull();
  });

  it('is spent by the first lobby on screen: the next lobby of the page asks the API', async () => {
    writeBlock(JSON.stringify({ key: 'SLOT|', type: 'SLOT', games: { games: GAMES, message: 'ok' }, systems: null }));
    const { sent } = stubFetch(apiRoutes);
    const first = renderWithApp(<Lobby type="SLOT" title="Slots" />);
    await settle();
    first.unmount();
    renderWithApp(<Lobby type="SLOT" title="Slots" />);
    await settle();
    expect(sent.filter((s) => s.path === '/api/get-games')).toHaveLength(1);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(2);
  });

  it('is not used by another lobby than the one it was written for, nor when it does not match the contract', () => {
    writeBlock(JSON.stringify({ key: 'SLOT|', type: 'SLOT', games: { games: GAMES, message: 'ok' }, systems: null }));
    expect(lobbyGamesFromPage('LIVE', [])).toBeNull();
    expect(lobbyGamesFromPage('SLOT', ['HOUSE', 'DOEL'])).toBeNull();
    expect(lobbyGamesFromPage('SLOT', [])).toHaveLength(GAMES.length);
    lobbyAnswersUsed();
    expect(lobbyGamesFromPage('SLOT', [])).toBeNull();
    resetLobbyAnswers();
    writeBlock(JSON.stringify({ key: 'SLOT|', type: 'SLOT', games: { games: [{ code: 1 }], message: 'ok' }, systems: null }));
    expect(lobbyGamesFromPage('SLOT', [])).toBeNull();
  });
});
