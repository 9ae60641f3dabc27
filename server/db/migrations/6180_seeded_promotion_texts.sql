-- Two seeded promotion texts said the wrong thing (docs/decisions/0181): the sports promotion was named a
-- "Cashback Boost" though, like every promotion, it grants a deposit bonus; and the welcome bonus's Bangla
-- read as "place 10 bets" where the deposit plus bonus must be wagered ten times over. A site seeded
-- before gets the texts server/seed/wallet.ts and engagement.ts now write, each field only while it
-- still holds the words the seed wrote, and the Bangla only on the seeded promotion itself: a text an
-- operator changed, and a promotion of their own, are left as they wrote them.
UPDATE promotions SET name = 'Sports Deposit Bonus 5%'
  WHERE name = 'Sports Cashback Boost 5%';
UPDATE promotions
  SET description = 'Deposit for cricket, football and tennis on the exchange and get a 5% bonus. The deposit plus bonus must be turned over 3 times before withdrawal.'
  WHERE name = 'Sports Deposit Bonus 5%' AND description = 'Deposit for cricket and football and receive a 5% bonus. Turnover of 3 times the deposit plus bonus on the exchange applies.';
UPDATE promotion_texts SET name_bn = 'স্পোর্টস ডিপোজিট বোনাস ৫%'
  WHERE name_bn = 'স্পোর্টস ক্যাশব্যাক বুস্ট ৫%'
    AND promotion_id IN (SELECT id FROM promotions WHERE name = 'Sports Deposit Bonus 5%');
UPDATE promotion_texts
  SET description_bn = 'এক্সচেঞ্জে ক্রিকেট, ফুটবল ও টেনিসের জন্য ডিপোজিট করুন এবং ৫% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাসের মোট অঙ্কের ৩ গুণ টার্নওভার করতে হবে।'
  WHERE description_bn = 'ক্রিকেট ও ফুটবলের জন্য ডিপোজিট করুন এবং ৫% বোনাস পান। এক্সচেঞ্জে ডিপোজিট ও বোনাসের ৩ গুণ টার্নওভার প্রযোজ্য।'
    AND promotion_id IN (SELECT id FROM promotions WHERE name = 'Sports Deposit Bonus 5%');
UPDATE promotion_texts
  SET description_bn = 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন! ৳৫০০ বা বেশি ডিপোজিট করুন এবং ৳১০,০০০ পর্যন্ত ১০০% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাসের মোট অঙ্কের ১০ গুণ টাকার বাজি ধরতে হবে (টার্নওভার)।'
  WHERE description_bn = 'আপনার প্রথম ডিপোজিট দ্বিগুণ করুন! ৳৫০০ বা বেশি ডিপোজিট করুন এবং ৳১০,০০০ পর্যন্ত ১০০% বোনাস পান। উত্তোলনের আগে ডিপোজিট ও বোনাস ১০ বার বাজি ধরতে হবে।'
    AND promotion_id IN (SELECT id FROM promotions WHERE name = 'Welcome Bonus 100%');
