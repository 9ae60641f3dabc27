// The cricket competitions the simulator schedules (competitions.ts gathers every sport).
import { type Competition, one, maybe } from './competition-kit.ts';

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

export const CRICKET_COMPETITIONS: readonly Competition[] = [
  // ---- cricket (T20s; on the simulator's clock a match lasts 1 h 35 to 1 h 55, less when a chase ends
  // early, so a certain start at most every 75 minutes somewhere in the world keeps a match in play around
  // the clock, as real cricket nearly does: ../schedule.test.ts holds it to that. The starts of 14:45, 05:45,
  // 17:15, 18:15, 12:45 and 23:15 were moved there for it: 15:45-16:00, 18:35-18:55 and 23:45 had none)
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
      { at: '14:45', matches: one },
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
      { at: '05:45', matches: one },
    ],
    teams: ['Texas Super Kings', 'San Francisco Unicorns', 'Seattle Orcas', 'MI New York', 'Los Angeles Knight Riders', 'Washington Freedom'],
  },
  {
    name: 'SA20',
    nameBn: 'এসএ টোয়েন্টি',
    sport: 'cricket',
    slots: [
      { at: '17:15', matches: one },
      { at: '21:30', matches: one },
    ],
    teams: ['Paarl Royals', 'MI Cape Town', 'Joburg Super Kings', 'Durban Super Giants', 'Pretoria Capitals', 'Sunrisers Eastern Cape'],
  },
  {
    name: 'International League T20',
    nameBn: 'ইন্টারন্যাশনাল লিগ টি-টোয়েন্টি',
    sport: 'cricket',
    slots: [
      { at: '18:15', matches: one },
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
      { at: '12:45', matches: one },
      { at: '19:30', matches: one },
      { at: '23:15', matches: one },
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
];
