// The house game catalogue the first start seeds, shared by the seeder and by generate-images.ts
// (which draws one tile per game). Studios are invented house brands, not third-party names.
import type { GameType } from '../../contracts/content.ts';

export interface StudioSeed {
  platform: string;
  name: string;
  /** Two colours of the studio's tiles and logo. */
  colors: [string, string];
  games: Partial<Record<GameType, string[]>>;
}

export const STUDIOS: StudioSeed[] = [
  {
    platform: 'CHAKKA',
    name: 'Chakka Originals',
    colors: ['#0f5132', '#1fb26b'],
    games: {
      SPORTS: ['Chakka Exchange', 'Chakka Sportsbook', 'Kabaddi Live', 'Virtual Cricket'],
      SLOT: ['Lucky Sixes', 'Boundary Blitz', 'Golden Rickshaw'],
      EGAME: ['Chakka Crash', 'Sky Kite'],
      LOTTO: ['Chakka Daily Draw', 'Chakka Weekly Mega'],
      LIVE: ['Live Lucky 7', 'Live Coin Toss'],
      FH: ['Chakka Reel Fishing'],
      // Jhandi Munda is a dice game and Ludo a dice-and-board game: table games like Sic Bo, where a player
      // looks for them, not Poker (the BINGO type's category, the card games).
      TABLE: ['Chakka Card Room', 'Jhandi Munda', 'Ludo Dhaka'],
    },
  },
  {
    platform: 'PADMA',
    name: 'Padma Studios',
    colors: ['#0b3d91', '#3aa0ff'],
    games: {
      SLOT: ['River Fortune', 'Hilsa Harvest', 'Monsoon Riches', 'Boatman Bonanza', 'Padma Pearls', 'Silver Delta'],
      FH: ['Delta Fishing'],
    },
  },
  {
    platform: 'MEGHNA',
    name: 'Meghna Live',
    colors: ['#5b0e2d', '#e0245e'],
    games: {
      LIVE: ['Live Baccarat', 'Speed Baccarat', 'Live Roulette', 'Lightning Dice', 'Live Dragon Tiger', 'Live Andar Bahar', 'Live Teen Patti', 'Live Sic Bo'],
    },
  },
  {
    platform: 'SUNDARBAN',
    name: 'Sundarban Gaming',
    colors: ['#1b4d1b', '#f2a900'],
    games: {
      SLOT: ['Royal Tiger', 'Mangrove Gold', 'Jungle Drums', 'Spotted Deer', 'Tiger Strike'],
      FH: ['Tiger Fishing', 'Mangrove Catch', 'Ocean Hunter'],
    },
  },
  {
    platform: 'JAMUNA',
    name: 'Jamuna Tables',
    colors: ['#3d1f00', '#c8812a'],
    games: {
      TABLE: ['Blackjack Classic', 'European Roulette', 'Baccarat Pro', 'Dragon Tiger', 'Andar Bahar', 'Sic Bo Deluxe'],
      BINGO: ['Teen Patti', 'Texas Holdem', 'Rummy 13'],
    },
  },
  {
    platform: 'NOKSHI',
    name: 'Nokshi Play',
    colors: ['#4a148c', '#ff7ac6'],
    games: {
      SLOT: ['Nokshi Kantha', 'Jamdani Jackpot', 'Festival Lights', 'Pitha Party', 'Boishakhi Bells'],
      EGAME: ['Rocket Rani', 'Aviator Bay', 'Plinko Pop', 'Mines of Rangpur'],
    },
  },
  {
    platform: 'SHAPLA',
    name: 'Shapla Games',
    colors: ['#7a0a3c', '#ff9fb2'],
    games: {
      LOTTO: ['Shapla Keno', 'Lotus Lotto', 'Super Six Draw', 'Lucky Numbers 90'],
      BINGO: ['Bingo Bazaar', 'Poker Blitz', 'Call Break'],
    },
  },
  {
    platform: 'RUPALI',
    name: 'Rupali Live',
    colors: ['#263238', '#b0bec5'],
    games: {
      LIVE: ['Silver Blackjack', 'Rupali Roulette', 'Crazy Wheel', 'Live Poker', 'Football Studio', 'Mega Ball'],
      TABLE: ['Casino Holdem', 'Three Card Poker'],
    },
  },
  {
    platform: 'KOPOTAKSHO',
    name: 'Kopotaksho Arcade',
    colors: ['#004d40', '#64ffda'],
    games: {
      EGAME: ['Balloon Burst', 'Tower Climb', 'Limbo Rush', 'Dice Duel', 'Hi-Lo Cards'],
      FH: ['Fishing Frenzy', 'Dragon Fishing', 'Jackpot Fishing'],
    },
  },
  {
    platform: 'BAUL',
    name: 'Baul Sports',
    colors: ['#01579b', '#ffd54f'],
    games: {
      SPORTS: ['Baul Cricket Live', 'Virtual Football', 'Horse Racing Derby', 'Fantasy Eleven', 'E-Sports Arena'],
      LOTTO: ['Number Race', 'Fast Keno'],
    },
  },
  {
    platform: 'DOEL',
    name: 'Doel Slots',
    colors: ['#bf360c', '#ffcc80'],
    games: {
      SLOT: [
        'Doel Song',
        'Mango Mania',
        'Sweet Rosogolla',
        'Candy Crush Reels',
        'Wild Buffalo',
        'Fortune Ox',
        'Book of Bengal',
        'Gates of Sonargaon',
        'Lucky Lantern',
      ],
      TABLE: ['Video Poker', 'Mini Roulette'],
    },
  },
];

export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export interface GameSeed {
  code: string;
  name: string;
  platform: string;
  type: GameType;
  thumbnail: string;
  sortOrder: number;
  colors: [string, string];
}

/** Every game with its code (platform plus name slug, never a '-': feature links split on it). */
export function catalogueGames(): GameSeed[] {
  const out: GameSeed[] = [];
  for (const studio of STUDIOS) {
    for (const [type, names] of Object.entries(studio.games) as [GameType, string[]][]) {
      names.forEach((name, i) => {
        const code = `${studio.platform.toLowerCase()}_${slug(name)}`;
        out.push({ code, name, platform: studio.platform, type, thumbnail: `/storage/games/${code}.webp`, sortOrder: i, colors: studio.colors });
      });
    }
  }
  return out;
}

export const providerLogo = (platform: string) => `/storage/providers/${platform.toLowerCase()}.svg`;

export interface SliderSeed {
  sliderType: 'Main' | 'Favourite' | 'Features';
  name: string;
  /** Main: a client route. Favourite and Features: PLATFORM-TYPE-code, launched as a game. */
  link: string;
  thumbnail: string;
  /** Banner art: headline, sub line, colours. */
  art: { title: string; subtitle: string; colors: [string, string] };
  /** The Bangla name and banner words (docs/decisions/0065); the Bangla banner is `thumbnail` with .bn before its extension. */
  nameBn: string;
  artBn: { title: string; subtitle: string };
}

/** Where a slider's Bangla banner is drawn. */
export const bnThumbnail = (thumbnail: string) => thumbnail.replace(/\.(\w+)$/, '.bn.$1');

const gameLink = (platform: string, type: GameType, name: string) => `${platform}-${type}-${platform.toLowerCase()}_${slug(name)}`;

export const SLIDERS: SliderSeed[] = [
  {
    sliderType: 'Main',
    name: 'Cricket Exchange',
    link: '/exchange',
    thumbnail: '/storage/sliders/main-1.webp',
    art: { title: 'Back & Lay Every Over', subtitle: 'Live cricket exchange with the best odds in Bangladesh', colors: ['#0f5132', '#1fb26b'] },
    nameBn: 'ক্রিকেট এক্সচেঞ্জ',
    artBn: { title: 'প্রতিটি ওভারে ব্যাক ও লে', subtitle: 'বাংলাদেশের সেরা অডসে লাইভ ক্রিকেট এক্সচেঞ্জ' },
  },
  {
    sliderType: 'Main',
    name: 'Live Casino',
    link: '/games?type=LIVE&title=Live%20Casino',
    thumbnail: '/storage/sliders/main-2.webp',
    art: { title: 'Live Casino, 24/7', subtitle: 'Real dealers at baccarat, roulette and teen patti tables', colors: ['#5b0e2d', '#e0245e'] },
    nameBn: 'লাইভ ক্যাসিনো',
    artBn: { title: 'লাইভ ক্যাসিনো, দিনরাত', subtitle: 'ব্যাকারাট, রুলেট ও তিন পাত্তিতে আসল ডিলার' },
  },
  {
    sliderType: 'Main',
    name: 'Refer a Friend',
    link: '/referral',
    thumbnail: '/storage/sliders/main-3.webp',
    art: {
      title: 'Invite Friends, Earn Together',
      subtitle: "Share your referral link and earn a share of your friends' turnover",
      colors: ['#0b3d91', '#3aa0ff'],
    },
    nameBn: 'বন্ধুকে আমন্ত্রণ',
    artBn: { title: 'বন্ধুদের ডাকুন, একসাথে আয় করুন', subtitle: 'রেফারেল লিংক শেয়ার করুন, বন্ধুদের টার্নওভারের অংশ পান' },
  },
  {
    sliderType: 'Favourite',
    name: 'Live Baccarat',
    link: gameLink('MEGHNA', 'LIVE', 'Live Baccarat'),
    thumbnail: '/storage/sliders/favourite-1.webp',
    art: { title: 'Live Baccarat', subtitle: 'Meghna Live', colors: ['#5b0e2d', '#e0245e'] },
    nameBn: 'লাইভ ব্যাকারাট',
    artBn: { title: 'লাইভ ব্যাকারাট', subtitle: 'মেঘনা লাইভ' },
  },
  {
    sliderType: 'Favourite',
    name: 'Royal Tiger',
    link: gameLink('SUNDARBAN', 'SLOT', 'Royal Tiger'),
    thumbnail: '/storage/sliders/favourite-2.webp',
    art: { title: 'Royal Tiger', subtitle: 'Sundarban Gaming', colors: ['#1b4d1b', '#f2a900'] },
    nameBn: 'রয়্যাল টাইগার',
    artBn: { title: 'রয়্যাল টাইগার', subtitle: 'সুন্দরবন গেমিং' },
  },
  {
    sliderType: 'Favourite',
    name: 'Chakka Crash',
    link: gameLink('CHAKKA', 'EGAME', 'Chakka Crash'),
    thumbnail: '/storage/sliders/favourite-3.webp',
    art: { title: 'Chakka Crash', subtitle: 'Cash out before it flies away', colors: ['#0f5132', '#1fb26b'] },
    nameBn: 'চাক্কা ক্র্যাশ',
    artBn: { title: 'চাক্কা ক্র্যাশ', subtitle: 'উড়ে যাওয়ার আগেই ক্যাশ আউট করুন' },
  },
  {
    sliderType: 'Favourite',
    name: 'Teen Patti',
    link: gameLink('JAMUNA', 'BINGO', 'Teen Patti'),
    thumbnail: '/storage/sliders/favourite-4.webp',
    art: { title: 'Teen Patti', subtitle: 'Jamuna Tables', colors: ['#3d1f00', '#c8812a'] },
    nameBn: 'তিন পাত্তি',
    artBn: { title: 'তিন পাত্তি', subtitle: 'যমুনা টেবিলস' },
  },
  {
    sliderType: 'Features',
    name: 'Lucky Sixes',
    link: gameLink('CHAKKA', 'SLOT', 'Lucky Sixes'),
    thumbnail: '/storage/sliders/feature-1.webp',
    art: { title: 'Lucky Sixes', subtitle: 'Chakka Originals', colors: ['#0f5132', '#1fb26b'] },
    nameBn: 'লাকি সিক্সেস',
    artBn: { title: 'লাকি সিক্সেস', subtitle: 'চাক্কা অরিজিনালস' },
  },
  {
    sliderType: 'Features',
    name: 'Hilsa Harvest',
    link: gameLink('PADMA', 'SLOT', 'Hilsa Harvest'),
    thumbnail: '/storage/sliders/feature-2.webp',
    art: { title: 'Hilsa Harvest', subtitle: 'Padma Studios', colors: ['#0b3d91', '#3aa0ff'] },
    nameBn: 'ইলিশ হারভেস্ট',
    artBn: { title: 'ইলিশ হারভেস্ট', subtitle: 'পদ্মা স্টুডিওস' },
  },
  {
    sliderType: 'Features',
    name: 'Live Roulette',
    link: gameLink('MEGHNA', 'LIVE', 'Live Roulette'),
    thumbnail: '/storage/sliders/feature-3.webp',
    art: { title: 'Live Roulette', subtitle: 'Meghna Live', colors: ['#5b0e2d', '#e0245e'] },
    nameBn: 'লাইভ রুলেট',
    artBn: { title: 'লাইভ রুলেট', subtitle: 'মেঘনা লাইভ' },
  },
  {
    sliderType: 'Features',
    name: 'Fishing Frenzy',
    link: gameLink('KOPOTAKSHO', 'FH', 'Fishing Frenzy'),
    thumbnail: '/storage/sliders/feature-4.webp',
    art: { title: 'Fishing Frenzy', subtitle: 'Kopotaksho Arcade', colors: ['#004d40', '#64ffda'] },
    nameBn: 'ফিশিং ফ্রেঞ্জি',
    artBn: { title: 'ফিশিং ফ্রেঞ্জি', subtitle: 'কপোতাক্ষ আর্কেড' },
  },
  {
    sliderType: 'Features',
    name: 'Rocket Rani',
    link: gameLink('NOKSHI', 'EGAME', 'Rocket Rani'),
    thumbnail: '/storage/sliders/feature-5.webp',
    art: { title: 'Rocket Rani', subtitle: 'Nokshi Play', colors: ['#4a148c', '#ff7ac6'] },
    nameBn: 'রকেট রানি',
    artBn: { title: 'রকেট রানি', subtitle: 'নকশি প্লে' },
  },
  {
    sliderType: 'Features',
    name: 'Shapla Keno',
    link: gameLink('SHAPLA', 'LOTTO', 'Shapla Keno'),
    thumbnail: '/storage/sliders/feature-6.webp',
    art: { title: 'Shapla Keno', subtitle: 'Shapla Games', colors: ['#7a0a3c', '#ff9fb2'] },
    nameBn: 'শাপলা কেনো',
    artBn: { title: 'শাপলা কেনো', subtitle: 'শাপলা গেমস' },
  },
];
