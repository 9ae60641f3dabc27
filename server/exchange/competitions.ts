// The competitions the simulator schedules, each with its own teams (or players) and the start times
// its matches really have, written in Asia/Dhaka time (UTC+6): the BPL at 14:00 and 19:00, the IPL at
// 16:00 and 20:00 (15:30 and 19:30 in India), the Premier League's 15:00 Saturday games at 21:00, the
// Caribbean league at 02:00 and 05:00 (evening in the West Indies), and so on. Teams never leave
// their competition: BPL franchises meet each other, nations meet nations.
import type { Sport } from '../../contracts/exchange.ts';

export interface Slot {
  /** Start in Dhaka, "HH:MM". */
  at: string;
  /** How many matches start at once, at least and at most (drawn per day). */
  matches: [number, number];
}

export interface Competition {
  name: string;
  /** The name in Bangla, as the Bangladeshi sports press writes it (the feed answers both). */
  nameBn: string;
  sport: Sport;
  teams: readonly string[];
  slots: readonly Slot[];
}

const one: [number, number] = [1, 1];
const maybe: [number, number] = [0, 1];

const NATIONS = [
  'Bangladesh',
  'India',
  'Pakistan',
  'Sri Lanka',
  'Afghanistan',
  'Australia',
  'England',
  'New Zealand',
  'South Africa',
  'West Indies',
  'Ireland',
  'Zimbabwe',
  'Netherlands',
  'Scotland',
];

const ATP = [
  'Jannik Sinner',
  'Carlos Alcaraz',
  'Novak Djokovic',
  'Alexander Zverev',
  'Daniil Medvedev',
  'Taylor Fritz',
  'Casper Ruud',
  'Andrey Rublev',
  'Alex de Minaur',
  'Grigor Dimitrov',
  'Stefanos Tsitsipas',
  'Tommy Paul',
  'Holger Rune',
  'Ben Shelton',
  'Hubert Hurkacz',
  'Frances Tiafoe',
  'Lorenzo Musetti',
  'Jack Draper',
  'Arthur Fils',
  'Sebastian Korda',
  'Ugo Humbert',
  'Karen Khachanov',
  'Felix Auger-Aliassime',
  'Alejandro Davidovich Fokina',
  'Francisco Cerundolo',
  'Jiri Lehecka',
  'Tomas Machac',
  'Joao Fonseca',
  'Jakub Mensik',
  'Flavio Cobolli',
  'Alexei Popyrin',
  'Denis Shapovalov',
];

const WTA = [
  'Aryna Sabalenka',
  'Iga Swiatek',
  'Coco Gauff',
  'Elena Rybakina',
  'Jessica Pegula',
  'Jasmine Paolini',
  'Qinwen Zheng',
  'Emma Navarro',
  'Daria Kasatkina',
  'Mirra Andreeva',
  'Madison Keys',
  'Paula Badosa',
  'Barbora Krejcikova',
  'Diana Shnaider',
  'Anna Kalinskaya',
  'Beatriz Haddad Maia',
  'Donna Vekic',
  'Karolina Muchova',
  'Elina Svitolina',
  'Liudmila Samsonova',
  'Ons Jabeur',
  'Marta Kostyuk',
  'Leylah Fernandez',
  'Amanda Anisimova',
  'Ekaterina Alexandrova',
  'Jelena Ostapenko',
];

/** Courts of a tennis event: a match starts on each about every two hours from the first slot to the last. */
function courts(from: number, to: number, count: [number, number]): Slot[] {
  const slots: Slot[] = [];
  for (let minutes = from * 60; minutes <= to * 60; minutes += 120) {
    slots.push({ at: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, matches: count });
  }
  return slots;
}

export const COMPETITIONS: readonly Competition[] = [
  // ---- cricket (T20s; on the simulator's clock a match lasts 1 h 35 to 1 h 55, so a start about every
  // hour somewhere in the world keeps a match in play around the clock, as real cricket nearly does)
  {
    name: 'Bangladesh Premier League',
    nameBn: 'বাংলাদেশ প্রিমিয়ার লিগ',
    sport: 'cricket',
    slots: [
      { at: '14:00', matches: one },
      { at: '19:00', matches: one },
    ],
    teams: ['Dhaka Capitals', 'Chittagong Kings', 'Rangpur Riders', 'Khulna Tigers', 'Sylhet Strikers', 'Fortune Barishal', 'Durbar Rajshahi'],
  },
  {
    name: 'Indian Premier League',
    nameBn: 'ইন্ডিয়ান প্রিমিয়ার লিগ',
    sport: 'cricket',
    slots: [
      { at: '16:00', matches: one },
      { at: '20:00', matches: one },
    ],
    teams: [
      'Mumbai Indians',
      'Chennai Super Kings',
      'Kolkata Knight Riders',
      'Royal Challengers Bengaluru',
      'Delhi Capitals',
      'Punjab Kings',
      'Rajasthan Royals',
      'Sunrisers Hyderabad',
      'Gujarat Titans',
      'Lucknow Super Giants',
    ],
  },
  {
    name: 'Pakistan Super League',
    nameBn: 'পাকিস্তান সুপার লিগ',
    sport: 'cricket',
    slots: [
      { at: '16:00', matches: maybe },
      { at: '21:00', matches: one },
    ],
    teams: ['Lahore Qalandars', 'Karachi Kings', 'Islamabad United', 'Peshawar Zalmi', 'Quetta Gladiators', 'Multan Sultans'],
  },
  {
    name: 'Big Bash League',
    nameBn: 'বিগ ব্যাশ লিগ',
    sport: 'cricket',
    slots: [
      { at: '08:45', matches: one },
      { at: '11:15', matches: one },
      { at: '14:15', matches: one },
    ],
    teams: [
      'Sydney Sixers',
      'Sydney Thunder',
      'Perth Scorchers',
      'Melbourne Stars',
      'Melbourne Renegades',
      'Brisbane Heat',
      'Adelaide Strikers',
      'Hobart Hurricanes',
    ],
  },
  {
    name: 'Caribbean Premier League',
    nameBn: 'ক্যারিবিয়ান প্রিমিয়ার লিগ',
    sport: 'cricket',
    slots: [
      { at: '00:00', matches: one },
      { at: '02:00', matches: one },
      { at: '05:00', matches: one },
    ],
    teams: [
      'Trinbago Knight Riders',
      'Guyana Amazon Warriors',
      'Barbados Royals',
      'Jamaica Tallawahs',
      'Saint Lucia Kings',
      'St Kitts and Nevis Patriots',
      'Antigua and Barbuda Falcons',
    ],
  },
  {
    name: 'Major League Cricket',
    nameBn: 'মেজর লিগ ক্রিকেট',
    sport: 'cricket',
    slots: [
      { at: '03:00', matches: one },
      { at: '06:30', matches: one },
    ],
    teams: ['Texas Super Kings', 'San Francisco Unicorns', 'Seattle Orcas', 'MI New York', 'Los Angeles Knight Riders', 'Washington Freedom'],
  },
  {
    name: 'SA20',
    nameBn: 'এসএ টোয়েন্টি',
    sport: 'cricket',
    slots: [
      { at: '17:30', matches: one },
      { at: '21:30', matches: one },
    ],
    teams: ['Paarl Royals', 'MI Cape Town', 'Joburg Super Kings', 'Durban Super Giants', 'Pretoria Capitals', 'Sunrisers Eastern Cape'],
  },
  {
    name: 'International League T20',
    nameBn: 'ইন্টারন্যাশনাল লিগ টি-টোয়েন্টি',
    sport: 'cricket',
    slots: [
      { at: '18:00', matches: maybe },
      { at: '22:00', matches: one },
    ],
    teams: ['Abu Dhabi Knight Riders', 'Desert Vipers', 'Dubai Capitals', 'Gulf Giants', 'MI Emirates', 'Sharjah Warriors'],
  },
  {
    name: 'T20 International',
    nameBn: 'আন্তর্জাতিক টি-টোয়েন্টি',
    sport: 'cricket',
    teams: NATIONS,
    slots: [
      { at: '08:00', matches: one },
      { at: '10:00', matches: one },
      { at: '13:30', matches: one },
      { at: '19:30', matches: one },
      { at: '22:30', matches: one },
    ],
  },
  {
    name: "Women's T20 International",
    nameBn: 'নারী আন্তর্জাতিক টি-টোয়েন্টি',
    sport: 'cricket',
    teams: NATIONS.map((nation) => `${nation} Women`),
    slots: [
      { at: '01:00', matches: one },
      { at: '04:00', matches: one },
      { at: '07:00', matches: one },
      { at: '12:00', matches: one },
    ],
  },

  // ---- soccer (about 1 h 45 with half-time)
  {
    name: 'English Premier League',
    nameBn: 'ইংলিশ প্রিমিয়ার লিগ',
    sport: 'soccer',
    slots: [
      { at: '18:30', matches: one },
      { at: '21:00', matches: [3, 5] },
      { at: '23:30', matches: one },
      { at: '02:00', matches: maybe },
    ],
    teams: [
      'Arsenal',
      'Chelsea',
      'Liverpool',
      'Manchester City',
      'Manchester United',
      'Tottenham Hotspur',
      'Newcastle United',
      'Aston Villa',
      'Brighton',
      'West Ham United',
      'Everton',
      'Nottingham Forest',
      'Fulham',
      'Brentford',
      'Crystal Palace',
      'Bournemouth',
    ],
  },
  {
    name: 'La Liga',
    nameBn: 'লা লিগা',
    sport: 'soccer',
    slots: [
      { at: '19:00', matches: one },
      { at: '21:15', matches: [1, 2] },
      { at: '23:30', matches: one },
      { at: '02:00', matches: maybe },
    ],
    teams: [
      'Real Madrid',
      'Barcelona',
      'Atletico Madrid',
      'Sevilla',
      'Villarreal',
      'Real Sociedad',
      'Athletic Club',
      'Real Betis',
      'Valencia',
      'Girona',
      'Celta Vigo',
      'Osasuna',
    ],
  },
  {
    name: 'Serie A',
    nameBn: 'সেরি আ',
    sport: 'soccer',
    slots: [
      { at: '17:30', matches: one },
      { at: '20:00', matches: [1, 2] },
      { at: '23:00', matches: one },
      { at: '01:45', matches: maybe },
    ],
    teams: ['Inter Milan', 'AC Milan', 'Juventus', 'Napoli', 'Roma', 'Lazio', 'Atalanta', 'Fiorentina', 'Bologna', 'Torino', 'Genoa', 'Udinese'],
  },
  {
    name: 'Saudi Pro League',
    nameBn: 'সৌদি প্রো লিগ',
    sport: 'soccer',
    slots: [
      { at: '22:00', matches: [1, 2] },
      { at: '00:00', matches: maybe },
    ],
    teams: ['Al Hilal', 'Al Nassr', 'Al Ittihad', 'Al Ahli', 'Al Qadsiah', 'Al Shabab', 'Al Ettifaq', 'Al Taawoun'],
  },
  {
    name: 'Bundesliga',
    nameBn: 'বুন্দেসলিগা',
    sport: 'soccer',
    slots: [
      { at: '20:30', matches: [2, 4] },
      { at: '23:30', matches: one },
    ],
    teams: [
      'Bayern Munich',
      'Borussia Dortmund',
      'Bayer Leverkusen',
      'RB Leipzig',
      'VfB Stuttgart',
      'Eintracht Frankfurt',
      'SC Freiburg',
      'Wolfsburg',
      'Mainz',
      'Borussia Monchengladbach',
      'Werder Bremen',
      'Union Berlin',
    ],
  },
  {
    name: 'Ligue 1',
    nameBn: 'লিগ আঁ',
    sport: 'soccer',
    slots: [
      { at: '22:00', matches: [1, 2] },
      { at: '02:00', matches: maybe },
    ],
    teams: ['Paris Saint-Germain', 'Marseille', 'Monaco', 'Lyon', 'Lille', 'Nice', 'Lens', 'Rennes', 'Strasbourg', 'Brest'],
  },
  {
    name: 'UEFA Champions League',
    nameBn: 'উয়েফা চ্যাম্পিয়নস লিগ',
    sport: 'soccer',
    slots: [{ at: '23:45', matches: maybe }],
    teams: [
      'Benfica',
      'Porto',
      'Sporting CP',
      'Ajax',
      'PSV Eindhoven',
      'Feyenoord',
      'Celtic',
      'Club Brugge',
      'Galatasaray',
      'Red Bull Salzburg',
      'Shakhtar Donetsk',
    ],
  },
  {
    name: 'Bangladesh Football League',
    nameBn: 'বাংলাদেশ ফুটবল লিগ',
    sport: 'soccer',
    slots: [
      { at: '15:30', matches: one },
      { at: '18:00', matches: maybe },
    ],
    teams: [
      'Bashundhara Kings',
      'Abahani Limited Dhaka',
      'Mohammedan SC',
      'Rahmatganj MFS',
      'Fortis FC',
      'Brothers Union',
      'Dhaka Wanderers',
      'Chittagong Abahani',
    ],
  },
  {
    name: 'J1 League',
    nameBn: 'জে-ওয়ান লিগ',
    sport: 'soccer',
    slots: [
      { at: '11:00', matches: [1, 2] },
      { at: '13:00', matches: [1, 2] },
      { at: '16:00', matches: maybe },
    ],
    teams: [
      'Vissel Kobe',
      'Sanfrecce Hiroshima',
      'Machida Zelvia',
      'Gamba Osaka',
      'Kashima Antlers',
      'Tokyo Verdy',
      'FC Tokyo',
      'Kawasaki Frontale',
      'Yokohama F. Marinos',
      'Urawa Red Diamonds',
      'Nagoya Grampus',
      'Cerezo Osaka',
    ],
  },
  {
    name: 'A-League',
    nameBn: 'এ-লিগ',
    sport: 'soccer',
    slots: [
      { at: '12:00', matches: maybe },
      { at: '14:35', matches: one },
    ],
    teams: [
      'Melbourne Victory',
      'Melbourne City',
      'Sydney FC',
      'Western Sydney Wanderers',
      'Central Coast Mariners',
      'Adelaide United',
      'Wellington Phoenix',
      'Brisbane Roar',
      'Perth Glory',
      'Macarthur FC',
    ],
  },
  {
    name: 'Major League Soccer',
    nameBn: 'মেজর লিগ সকার',
    sport: 'soccer',
    slots: [
      { at: '05:30', matches: [1, 3] },
      { at: '08:30', matches: maybe },
    ],
    teams: [
      'Inter Miami',
      'LA Galaxy',
      'LAFC',
      'Columbus Crew',
      'FC Cincinnati',
      'Seattle Sounders',
      'New York Red Bulls',
      'Atlanta United',
      'Orlando City',
      'Philadelphia Union',
      'Real Salt Lake',
      'Vancouver Whitecaps',
    ],
  },
  {
    name: 'Indian Super League',
    nameBn: 'ইন্ডিয়ান সুপার লিগ',
    sport: 'soccer',
    slots: [
      { at: '18:00', matches: maybe },
      { at: '20:00', matches: one },
    ],
    teams: ['Mohun Bagan Super Giant', 'East Bengal', 'Kerala Blasters', 'Mumbai City', 'Bengaluru FC', 'FC Goa', 'Chennaiyin', 'Odisha FC'],
  },

  // ---- tennis (best of three; courts run from the local morning into the night)
  // A player is in one tournament a week: the tours' fields are split between their two events.
  { name: 'ATP Masters 1000', nameBn: 'এটিপি মাস্টার্স ১০০০', sport: 'tennis', teams: ATP.slice(0, 20), slots: courts(16, 24, [2, 3]) },
  { name: 'WTA 1000', nameBn: 'ডব্লিউটিএ ১০০০', sport: 'tennis', teams: WTA.slice(0, 16), slots: courts(10, 18, [1, 2]) },
  { name: 'ATP 500', nameBn: 'এটিপি ৫০০', sport: 'tennis', teams: ATP.slice(20), slots: courts(22, 30, [0, 1]) },
  { name: 'WTA 500', nameBn: 'ডব্লিউটিএ ৫০০', sport: 'tennis', teams: WTA.slice(16), slots: courts(22, 30, [0, 1]) },
];

/** Minutes after Dhaka midnight of a slot; slots past 24:00 belong to the early hours of the next day. */
export function slotMinutes(at: string): number {
  const [h, m] = at.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
