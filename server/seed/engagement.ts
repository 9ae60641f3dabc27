// The Bangla texts and eligible games of the promotions a fresh site starts with (server/seed/wallet.ts
// adds them in English). Fills only promotions that have no texts yet, by their English name, so it
// is safe at every start and never overwrites what an operator wrote.
import { eq, isNull } from 'drizzle-orm';
import { promotions, promotionTexts } from '../db/schema/index.ts';
import type { Seeder } from './index.ts';

export const PROMOTION_TEXTS: Record<string, { nameBn: string; descriptionBn: string; eligibleGames: string; eligibleGamesBn: string }> = {
  'Welcome Bonus 100%': {
    nameBn: 'স্বাগত বোনাস ১০০%',
    descriptionBn:
      'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন! ৳৫০০ বা বেশি ডিপোজিট করুন এবং ৳১০,০০০ পর্যন্ত ১০০% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাসের মোট অঙ্কের ১০ গুণ টাকার বাজি ধরতে হবে (টার্নওভার)।',
    eligibleGames: 'All casino games and the exchange',
    eligibleGamesBn: 'সব ক্যাসিনো গেম এবং এক্সচেঞ্জ',
  },
  'Daily Reload 10%': {
    nameBn: 'দৈনিক রিলোড ১০%',
    descriptionBn: 'প্রতিদিন একটি ডিপোজিটে ১০% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাস স্লট বা লাইভ ক্যাসিনোতে ৫ বার টার্নওভার করতে হবে।',
    eligibleGames: 'Slots and live casino',
    eligibleGamesBn: 'স্লট এবং লাইভ ক্যাসিনো',
  },
  'Sports Deposit Bonus 5%': {
    nameBn: 'স্পোর্টস ডিপোজিট বোনাস ৫%',
    descriptionBn: 'এক্সচেঞ্জে ক্রিকেট, ফুটবল ও টেনিসের জন্য ডিপোজিট করুন এবং ৫% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাসের মোট অঙ্কের ৩ গুণ টার্নওভার করতে হবে।',
    eligibleGames: 'The exchange (cricket, football, tennis)',
    eligibleGamesBn: 'এক্সচেঞ্জ (ক্রিকেট, ফুটবল, টেনিস)',
  },
};

export const seedEngagement: Seeder = async (database) => {
  const db = database.db;
  const bare = await db
    .select({ id: promotions.id, name: promotions.name })
    .from(promotions)
    .leftJoin(promotionTexts, eq(promotionTexts.promotionId, promotions.id))
    .where(isNull(promotionTexts.promotionId));
  for (const p of bare) {
    const texts = PROMOTION_TEXTS[p.name];
    if (texts)
      await db
        .insert(promotionTexts)
        .values({ promotionId: p.id, ...texts })
        .onConflictDoNothing();
  }
};
