// The tennis tours the simulator schedules (competitions.ts gathers every sport).
import type { Competition, Slot } from './competition-kit.ts';

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

export const TENNIS_COMPETITIONS: readonly Competition[] = [
  // ---- tennis (best of three; courts run from the local morning into the night)
  // A player is in one tournament a week: the tours' fields are split between their two events.
  { name: 'ATP Masters 1000', nameBn: 'এটিপি মাস্টার্স ১০০০', sport: 'tennis', teams: ATP.slice(0, 20), slots: courts(16, 24, [2, 3]) },
  { name: 'WTA 1000', nameBn: 'ডব্লিউটিএ ১০০০', sport: 'tennis', teams: WTA.slice(0, 16), slots: courts(10, 18, [1, 2]) },
  { name: 'ATP 500', nameBn: 'এটিপি ৫০০', sport: 'tennis', teams: ATP.slice(20), slots: courts(22, 30, [0, 1]) },
  { name: 'WTA 500', nameBn: 'ডব্লিউটিএ ৫০০', sport: 'tennis', teams: WTA.slice(16), slots: courts(22, 30, [0, 1]) },
];
