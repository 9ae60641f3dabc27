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
  app_download: './app/chakka.apk',
  copyright: 'Copyright © 2017-2025 Chakka. All rights reserved.',
  notice: [
    'Welcome to Chakka! Deposit with bKash, Nagad or Rocket in minutes and start playing.',
    'Live cricket exchange: back and lay on every match of the series, with in-play markets all day.',
    'Withdrawals are processed 24/7. Verify your phone number first for faster payouts.',
    'Never share your password or OTP with anyone. Chakka staff will never ask for them.',
  ],
  system_notice:
    '<h3>Welcome to Chakka</h3>'
    + '<p>Deposits and withdrawals through mobile wallets are open around the clock.</p>'
    + '<ul><li>Verify your phone number in <strong>My Account</strong> before your first withdrawal.</li>'
    + '<li>Need help? Our support team answers in the live chat 24/7.</li></ul>'
    + '<p>Play responsibly. Players must be 18 or older.</p>',
  seo_text: [
    'Chakka is an online sports exchange and casino built for players in Bangladesh. Back and lay on cricket, football and tennis at exchange odds, or play live dealer tables, slots, crash games, fishing games and lottery draws from our house studios, all from one wallet in taka.',
    'Cricket comes first at Chakka. Follow every ball of international series and domestic leagues with in-play markets, fancy markets and bookmaker odds, and cash out your winnings to your mobile wallet when the match ends.',
    'Deposits and withdrawals use the mobile wallets Bangladesh already trusts. Money arrives in your Chakka balance within minutes, and every transaction is listed in your account so you always know where your money is.',
    'Our live casino runs baccarat, roulette, dragon tiger, andar bahar and teen patti with real dealers around the clock. Slot fans can choose from dozens of titles with free spins and jackpots, and crash and fishing games add quick rounds for the moments in between.',
    'Chakka rewards loyal players with a VIP programme, a referral programme that pays when your friends play, and regular promotions. Visit the Promotions page for the current offers and their terms.',
    'Play responsibly. Chakka is for adults aged 18 and over. Set yourself a budget, take breaks, and contact our support team if you would like to limit or close your account.',
  ],
  logo: {
    logo: '/storage/brand/logo.svg',
    mobile_logo: '/storage/brand/mobile-logo.svg',
    loader_logo: '/storage/brand/loader-logo.svg',
    favicon: '/storage/brand/favicon.svg',
  },
};

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
