// The site settings the first start writes (one site_settings row per key). Operators change
// them later through PUT /api/operator/settings; the seeder never overwrites an existing key.
export const DEFAULT_SETTINGS = {
  site_title: 'Chakka',
  site_status: 1,
  withdrawal_status: 1,
  whatsapp: 'https://wa.me/8801700000066',
  facebook: 'https://www.facebook.com/chakka.bd',
  telegram: 'https://t.me/chakka_bd',
  live_chat: '/chat',
  intercom: '',
  tawk_id: '',
  support_mail: 'support@chakka.bd',
  // The app is the site, installed from the browser (docs/decisions/0068): the link opens it.
  app_download: '/',
  // Empty: the footer writes its own line, whose year follows the Dhaka calendar (an operator may set one).
  copyright: '',
  notice: [
    'Welcome to Chakka! Deposit with bKash, Nagad or Rocket in minutes and start playing.',
    'Live cricket exchange: back and lay on every match of the series, with in-play markets all day.',
    'Withdrawals are processed 24/7. Verify your phone number first for faster payouts.',
    'Never share your password or OTP with anyone. Chakka staff will never ask for them.',
  ],
  system_notice:
    '<h3>Welcome to Chakka</h3>' +
    '<p>Deposits and withdrawals through mobile wallets are open around the clock.</p>' +
    '<ul><li>Verify your phone number in <strong>My Account</strong> before your first withdrawal.</li>' +
    '<li>Need help? Our support team answers in the live chat 24/7.</li></ul>' +
    '<p>Play responsibly. Players must be 18 or older.</p>',
  seo_text: [
    'Chakka is an online sports exchange and casino built for players in Bangladesh. Back and lay on cricket, football and tennis at exchange odds, or play live dealer tables, slots, crash games, fishing games and lottery draws from our house studios, all from one wallet in taka.',
    'Cricket comes first at Chakka. Follow every ball of international series and domestic leagues with in-play markets, fancy markets and bookmaker odds, and cash out your winnings to your mobile wallet when the match ends.',
    'Deposits and withdrawals use the mobile wallets Bangladesh already trusts. Money arrives in your Chakka balance within minutes, and every transaction is listed in your account so you always know where your money is.',
    'Our live casino runs baccarat, roulette, dragon tiger, andar bahar and teen patti with real dealers around the clock. Slot fans can choose from dozens of titles with free spins and jackpots, and crash and fishing games add quick rounds for the moments in between.',
    'Chakka rewards loyal players with a VIP programme, a referral programme that pays when your friends play, and regular promotions. Visit the Promotions page for the current offers and their terms.',
    'Play responsibly. Chakka is for adults aged 18 and over. Set yourself a budget, take breaks, and contact our support team if you would like to limit or close your account.',
  ],
  // Bangla of the texts above (docs/decisions/0065); an operator edits both in the console.
  copyright_bn: '',
  notice_bn: [
    'চাক্কায় স্বাগতম! বিকাশ, নগদ বা রকেটে কয়েক মিনিটেই ডিপোজিট করুন আর খেলা শুরু করুন।',
    'লাইভ ক্রিকেট এক্সচেঞ্জ: সিরিজের প্রতিটি ম্যাচে ব্যাক ও লে করুন, সারাদিন ইন-প্লে মার্কেট।',
    'উত্তোলন সপ্তাহের সাত দিন, চব্বিশ ঘণ্টা সম্পন্ন হয়। দ্রুত টাকা পেতে আগে আপনার ফোন নম্বর যাচাই করুন।',
    'আপনার পাসওয়ার্ড বা ওটিপি কাউকে জানাবেন না। চাক্কার কর্মীরা কখনো তা চাইবেন না।',
  ],
  system_notice_bn:
    '<h3>চাক্কায় স্বাগতম</h3>' +
    '<p>মোবাইল ওয়ালেটে ডিপোজিট ও উত্তোলন দিনরাত খোলা থাকে।</p>' +
    '<ul><li>প্রথম উত্তোলনের আগে <strong>আমার অ্যাকাউন্ট</strong> থেকে আপনার ফোন নম্বর যাচাই করুন।</li>' +
    '<li>সাহায্য দরকার? আমাদের সহায়তা দল লাইভ চ্যাটে চব্বিশ ঘণ্টা উত্তর দেয়।</li></ul>' +
    '<p>দায়িত্বের সাথে খেলুন। খেলোয়াড়ের বয়স আঠারো বা তার বেশি হতে হবে।</p>',
  seo_text_bn: [
    'চাক্কা বাংলাদেশের খেলোয়াড়দের জন্য তৈরি একটি অনলাইন স্পোর্টস এক্সচেঞ্জ ও ক্যাসিনো। ক্রিকেট, ফুটবল ও টেনিসে এক্সচেঞ্জ অডসে ব্যাক ও লে করুন, অথবা আমাদের হাউস স্টুডিওর লাইভ ডিলার টেবিল, স্লট, ক্র্যাশ গেম, ফিশিং গেম ও লটারি খেলুন, সবকিছু টাকায় একটি ওয়ালেট থেকে।',
    'চাক্কায় ক্রিকেটই প্রথম। আন্তর্জাতিক সিরিজ ও ঘরোয়া লিগের প্রতিটি বল অনুসরণ করুন ইন-প্লে মার্কেট, ফ্যান্সি মার্কেট ও বুকমেকার অডসের সাথে, আর ম্যাচ শেষে জয়ের টাকা আপনার মোবাইল ওয়ালেটে তুলে নিন।',
    'ডিপোজিট ও উত্তোলন হয় বাংলাদেশের বিশ্বস্ত মোবাইল ওয়ালেটে। কয়েক মিনিটের মধ্যেই টাকা আপনার চাক্কা ব্যালেন্সে পৌঁছে যায়, আর প্রতিটি লেনদেন আপনার অ্যাকাউন্টে তালিকাভুক্ত থাকে, তাই আপনার টাকা কোথায় আছে তা সবসময় জানতে পারবেন।',
    'আমাদের লাইভ ক্যাসিনোতে আসল ডিলারের সাথে দিনরাত চলে ব্যাকারাট, রুলেট, ড্রাগন টাইগার, আন্দর বাহার ও তিন পাত্তি। স্লটপ্রেমীরা ফ্রি স্পিন ও জ্যাকপটসহ অনেক গেম থেকে বেছে নিতে পারেন, আর ক্র্যাশ ও ফিশিং গেমে মেলে ঝটপট রাউন্ড।',
    'চাক্কা নিয়মিত খেলোয়াড়দের পুরস্কৃত করে ভিআইপি প্রোগ্রাম, বন্ধুরা খেললে আয়ের রেফারেল প্রোগ্রাম আর নিয়মিত প্রমোশনের মাধ্যমে। চলতি অফার ও তার শর্ত জানতে প্রমোশন পাতা দেখুন।',
    'দায়িত্বের সাথে খেলুন। চাক্কা কেবল আঠারো বা তার বেশি বয়সীদের জন্য। নিজের জন্য একটি বাজেট ঠিক করুন, বিরতি নিন, আর অ্যাকাউন্ট সীমিত বা বন্ধ করতে চাইলে আমাদের সহায়তা দলের সাথে যোগাযোগ করুন।',
  ],
  logo: {
    logo: '/storage/brand/logo.svg',
    mobile_logo: '/storage/brand/mobile-logo.svg',
    loader_logo: '/storage/brand/loader-logo.svg',
    favicon: '/storage/brand/favicon.svg',
  },
};
