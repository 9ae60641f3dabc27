// The gallery's sample content in both languages. Kept here rather than in the locale files: it
// is for developers only, and every locale namespace is fetched by every player's first screen.
import { useLanguage } from '../../lib/use-format.ts';

const SAMPLES = {
  en: {
    mainWallet: 'Main wallet', walletNote: 'Available to bet and withdraw.', profile: 'My profile', username: 'player0001',
    inbox: 'Inbox', inboxNote: 'Three unread messages', deposit: 'Deposit', withdrawal: 'Withdrawal', history: 'History',
    settled: 'Settled', exchange: 'Exchange', today: 'Today', yesterday: 'Yesterday', last7: 'Last 7 days',
    back: 'Back', lay: 'Lay', agree: 'I am at least 18 years old and I agree to the terms.', mustAgree: 'Please accept the terms to continue.',
    noticeInfo: 'Deposits made after 11 pm are credited the next morning.', noticeSuccess: 'Your deposit request has been submitted.',
    noticeWarning: 'Verify your phone number before you deposit.', noticeDanger: 'The receipt could not be uploaded. Try again.',
    noBets: 'No open bets', noBetsNote: 'Bets you place on the exchange show here.', explore: 'Go to the exchange',
    dialogTitle: 'Confirm withdrawal', dialogText: 'Withdraw the amount below to your bKash account?', confirm: 'Confirm', cancel: 'Cancel',
    sheetTitle: 'Choose a payment method', openDialog: 'Open dialog', openSheet: 'Open bottom sheet', showToast: 'Show a toast',
    toastText: 'Account number copied', expiresIn: 'Code expires in', profit: 'Profit', loss: 'Loss', balance: 'Balance',
    market: 'Market', slipEmpty: 'Tap a price to add a selection to your bet slip.', sports: 'Sports', betSlip: 'Bet slip',
    verified: 'Verified', pending: 'Pending', won: 'WON', lost: 'LOST', newMessages: 'new', amountError: 'Enter an amount.',
    loadingRecords: 'Loading records', edit: 'Edit', save: 'Save',
  },
  bn: {
    mainWallet: 'মূল ওয়ালেট', walletNote: 'বেট ও উত্তোলনের জন্য উপলব্ধ।', profile: 'আমার প্রোফাইল', username: 'প্লেয়ার',
    inbox: 'ইনবক্স', inboxNote: 'তিনটি না-পড়া বার্তা', deposit: 'ডিপোজিট', withdrawal: 'উত্তোলন', history: 'ইতিহাস',
    settled: 'নিষ্পন্ন', exchange: 'এক্সচেঞ্জ', today: 'আজ', yesterday: 'গতকাল', last7: 'গত ৭ দিন',
    back: 'ব্যাক', lay: 'লে', agree: 'আমার বয়স কমপক্ষে ১৮ বছর এবং আমি শর্তাবলীতে সম্মত।', mustAgree: 'চালিয়ে যেতে শর্তাবলী মেনে নিন।',
    noticeInfo: 'রাত ১১টার পরে করা ডিপোজিট পরদিন সকালে জমা হয়।', noticeSuccess: 'আপনার ডিপোজিট অনুরোধ জমা হয়েছে।',
    noticeWarning: 'ডিপোজিটের আগে আপনার ফোন নম্বর যাচাই করুন।', noticeDanger: 'রসিদটি আপলোড করা যায়নি। আবার চেষ্টা করুন।',
    noBets: 'কোনো খোলা বেট নেই', noBetsNote: 'এক্সচেঞ্জে আপনার বেটগুলো এখানে দেখাবে।', explore: 'এক্সচেঞ্জে যান',
    dialogTitle: 'উত্তোলন নিশ্চিত করুন', dialogText: 'নিচের পরিমাণ আপনার বিকাশ অ্যাকাউন্টে উত্তোলন করবেন?', confirm: 'নিশ্চিত করুন', cancel: 'বাতিল',
    sheetTitle: 'পেমেন্ট পদ্ধতি বেছে নিন', openDialog: 'ডায়ালগ খুলুন', openSheet: 'বটম শিট খুলুন', showToast: 'টোস্ট দেখান',
    toastText: 'অ্যাকাউন্ট নম্বর কপি হয়েছে', expiresIn: 'কোডের মেয়াদ শেষ হবে', profit: 'লাভ', loss: 'ক্ষতি', balance: 'ব্যালেন্স',
    market: 'মার্কেট', slipEmpty: 'বেট স্লিপে যোগ করতে একটি দরে চাপুন।', sports: 'খেলা', betSlip: 'বেট স্লিপ',
    verified: 'যাচাইকৃত', pending: 'অপেক্ষমাণ', won: 'জিতেছে', lost: 'হেরেছে', newMessages: 'নতুন', amountError: 'একটি পরিমাণ লিখুন।',
    loadingRecords: 'রেকর্ড লোড হচ্ছে', edit: 'সম্পাদনা', save: 'সংরক্ষণ',
  },
} as const;

export type Sample = Record<keyof typeof SAMPLES.en, string>;

/** The sample texts of the panel's language. */
export function useSample(): Sample {
  return SAMPLES[useLanguage()];
}
