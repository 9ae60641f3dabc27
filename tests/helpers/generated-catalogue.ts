// A large made-up catalogue (2,000 games by default) for the lobby's scale checks: the server test
// that lists them through get-games, and the browser test that counts the grid's DOM on a phone.
// Deterministic: game i always has the same name, studio, launch day and plays.
import type { GameItem } from '../../contracts/content.ts';

const WORDS = ['Golden', 'Lucky', 'River', 'Tiger', 'Monsoon', 'Royal', 'Mango', 'Lotus', 'Dragon', 'Festival', 'Silver', 'Delta', 'Star', 'Rickshaw', 'Pearl'];
const NOUNS = ['Fortune', 'Riches', 'Reels', 'Bonanza', 'Gems', 'Nights', 'Spins', 'Treasure', 'Blitz', 'Wilds', 'Jackpot', 'Harvest'];
export const GENERATED_PLATFORMS = ['PADMA', 'SUNDARBAN', 'NOKSHI', 'DOEL'];

export function generatedCatalogue(n = 2_000, type: GameItem['type'] = 'SLOT'): GameItem[] {
  return Array.from({ length: n }, (_, i) => {
    const name = `${WORDS[i % WORDS.length]} ${NOUNS[Math.floor(i / WORDS.length) % NOUNS.length]} ${Math.floor(i / (WORDS.length * NOUNS.length)) + 1}`;
    const day = new Date(Date.UTC(2024, 0, 1) + ((i * 37) % 700) * 86_400_000).toISOString().slice(0, 10);
    return {
      code: `gen_${String(i).padStart(4, '0')}`,
      name,
      platform: GENERATED_PLATFORMS[i % GENERATED_PLATFORMS.length]!,
      type,
      thumbnail: '/storage/games/padma_river_fortune.webp',
      tags: i % 9 === 0 ? ['jackpot'] : [],
      launched_on: day,
      popularity: (i * 7919) % 1000,
    };
  });
}
