// Game providers for the tests of the catalogue's own shape (its filters, its 2,000-game scale, the seed's
// sliders): as if an operator had enabled a provider for every seeded studio, each serving all its games.
// A fresh site serves only the house provider's (server/services/game-adapters.ts).
import { HOUSE_ADAPTER, type GameAdapter } from '../../server/services/game-adapters.ts';
import { STUDIOS } from '../../server/seed/content-catalogue.ts';

// The house adapter first: it still launches its own games; the Chakka studio's other games go to the next.
export const EVERY_STUDIO_ADAPTERS: readonly GameAdapter[] = [
  HOUSE_ADAPTER,
  ...STUDIOS.map(
    (s): GameAdapter => ({
      platform: s.platform,
      serves: 'every game',
      section: () => 'casino',
      launchUrl: async ({ game, launchToken }) => `https://${s.platform.toLowerCase()}.games.example/play/${game.code}?launch=${await launchToken()}`,
    }),
  ),
];
