// The lobby's part of /games's static first frame (server/pages/page-variants.ts draws the header bar): the first
// two rows of the grid as the lobby will draw them, from the same answers the page carries
// (server/pages/game-lobby-block.ts), so the lobby's largest paint (its first tile's picture) is drawn as soon as
// the picture and the styles are in, not after the scripts have run.
// It is laid out with the screen's own classes (page, page-header, tabs, lobby-tools, game-grid,
// game-tile), so each tile stands exactly where React's commit will draw it (tests/browser/lobby-frame.spec.ts
// measures that at 360 and 412 px). What would be translated is left blank: the title, the count, the tab
// labels, the tools' labels, the badges. What it shows is data, the same in either language: the games'
// pictures and names and their studios' names. On a wide screen the desktop shell comes instead, so none
// of it is drawn there (src/styles/shell.css). It is hidden from screen readers and gone at React's commit.
import type { GameItem, SystemItem } from '../../contracts/content.ts';
import { escapeHtml } from '../lib/escape-html.ts';

/** The first two rows on a phone (three columns at 412 px, two at 360 px): the grid's eager tiles
 *  (src/features/casino/game-grid.tsx, EAGER_TILES). */
export const LOBBY_FRAME_TILES = 6;

const BLANK = '&nbsp;';

/**
 * `shown`: the games in the order the grid draws them (lobbyGames); `all`: every game of the answer, whose
 * studios decide the provider tabs; `systems`: the providers' answer, for the studios' names.
 */
export function lobbyFrame(shown: readonly GameItem[], all: readonly GameItem[], systems: readonly SystemItem[], preloaded: number): string {
  const names = new Map(systems.map((s) => [s.platform, s.name]));
  // As the lobby: provider tabs (All plus one per studio with a game here) only when there is more than one.
  const present = new Set(all.map((g) => g.platform));
  const tabCount = systems.filter((s) => present.has(s.platform)).length;
  const tabs = tabCount > 1 ? `<div class="tabs tabs-pill">${`<span class="tab">${BLANK}</span>`.repeat(tabCount + 1)}</div>` : '';
  const field = `<div class="field"><span class="field-label">${BLANK}</span><span class="input-box"></span></div>`;
  const tiles = shown
    .slice(0, LOBBY_FRAME_TILES)
    .map((game, i) => {
      const priority = i < preloaded ? ' fetchpriority="high"' : '';
      return (
        `<div class="game-grid-item"><div class="game-tile"><span class="game-tile-play">` +
        `<img src="${escapeHtml(game.thumbnail)}" alt="" width="200" height="240"${priority}>` +
        `<span class="game-tile-name" translate="no">${escapeHtml(game.name)}</span>` +
        `<span class="game-tile-provider" translate="no">${escapeHtml(names.get(game.platform) ?? game.platform)}</span>` +
        `</span></div></div>`
      );
    })
    .join('');
  return (
    `<section class="page page-wide lobby boot-lobby">` +
    `<div class="page-header"><span class="icon-button page-header-back"></span><div class="page-header-text">` +
    `<h1 class="page-header-title">${BLANK}</h1><p class="page-header-subtitle">${BLANK}</p></div></div>` +
    `${tabs}<div class="lobby-tools">${field}${field}</div><div class="game-grid">${tiles}</div></section>`
  );
}
