// Every team and player the simulator schedules (competitions.ts), by its Bangla name as the Bangladeshi
// sports press writes it (Prothom Alo, Kaler Kantho): the feed's English name is the key, so a bet stored
// years ago under that name still finds its Bangla. A team added to a competition needs its line here;
// server/exchange/names-bn.test.ts fails until it has one.

const NATIONS_BN: Record<string, string> = {
  Bangladesh: 'বাংলাদেশ', India: 'ভারত', Pakistan: 'পাকিস্তান', 'Sri Lanka': 'শ্রীলঙ্কা', Afghanistan: 'আফগানিস্তান',
  Australia: 'অস্ট্রেলিয়া', England: 'ইংল্যান্ড', 'New Zealand': 'নিউজিল্যান্ড', 'South Africa': 'দক্ষিণ আফ্রিকা',
  'West Indies': 'ওয়েস্ট ইন্ডিজ', Ireland: 'আয়ারল্যান্ড', Zimbabwe: 'জিম্বাবুয়ে', Netherlands: 'নেদারল্যান্ডস', Scotland: 'স্কটল্যান্ড',
};

/** The women's sides: "Bangladesh Women" is "বাংলাদেশ নারী দল". */
const WOMEN_BN = Object.fromEntries(Object.entries(NATIONS_BN).map(([en, bn]) => [`${en} Women`, `${bn} নারী দল`]));

const CRICKET_FRANCHISES_BN: Record<string, string> = {
  // BPL
  'Dhaka Capitals': 'ঢাকা ক্যাপিটালস', 'Chittagong Kings': 'চিটাগং কিংস', 'Rangpur Riders': 'রংপুর রাইডার্স', 'Khulna Tigers': 'খুলনা টাইগার্স',
  'Sylhet Strikers': 'সিলেট স্ট্রাইকার্স', 'Fortune Barishal': 'ফরচুন বরিশাল', 'Durbar Rajshahi': 'দুর্বার রাজশাহী',
  // IPL
  'Mumbai Indians': 'মুম্বাই ইন্ডিয়ানস', 'Chennai Super Kings': 'চেন্নাই সুপার কিংস', 'Kolkata Knight Riders': 'কলকাতা নাইট রাইডার্স',
  'Royal Challengers Bengaluru': 'রয়্যাল চ্যালেঞ্জার্স বেঙ্গালুরু', 'Delhi Capitals': 'দিল্লি ক্যাপিটালস', 'Punjab Kings': 'পাঞ্জাব কিংস',
  'Rajasthan Royals': 'রাজস্থান রয়্যালস', 'Sunrisers Hyderabad': 'সানরাইজার্স হায়দরাবাদ', 'Gujarat Titans': 'গুজরাট টাইটানস',
  'Lucknow Super Giants': 'লখনৌ সুপার জায়ান্টস',
  // PSL
  'Lahore Qalandars': 'লাহোর কালান্দার্স', 'Karachi Kings': 'করাচি কিংস', 'Islamabad United': 'ইসলামাবাদ ইউনাইটেড',
  'Peshawar Zalmi': 'পেশাওয়ার জালমি', 'Quetta Gladiators': 'কোয়েটা গ্ল্যাডিয়েটর্স', 'Multan Sultans': 'মুলতান সুলতানস',
  // BBL
  'Sydney Sixers': 'সিডনি সিক্সার্স', 'Sydney Thunder': 'সিডনি থান্ডার', 'Perth Scorchers': 'পার্থ স্কর্চার্স', 'Melbourne Stars': 'মেলবোর্ন স্টার্স',
  'Melbourne Renegades': 'মেলবোর্ন রেনেগেডস', 'Brisbane Heat': 'ব্রিসবেন হিট', 'Adelaide Strikers': 'অ্যাডিলেড স্ট্রাইকার্স',
  'Hobart Hurricanes': 'হোবার্ট হারিকেনস',
  // CPL
  'Trinbago Knight Riders': 'ত্রিনবাগো নাইট রাইডার্স', 'Guyana Amazon Warriors': 'গায়ানা অ্যামাজন ওয়ারিয়র্স', 'Barbados Royals': 'বার্বাডোজ রয়্যালস',
  'Jamaica Tallawahs': 'জ্যামাইকা তালাওয়াস', 'Saint Lucia Kings': 'সেন্ট লুসিয়া কিংস',
  'St Kitts and Nevis Patriots': 'সেন্ট কিটস অ্যান্ড নেভিস প্যাট্রিয়টস', 'Antigua and Barbuda Falcons': 'অ্যান্টিগা অ্যান্ড বারবুডা ফ্যালকনস',
  // MLC
  'Texas Super Kings': 'টেক্সাস সুপার কিংস', 'San Francisco Unicorns': 'সান ফ্রান্সিসকো ইউনিকর্নস', 'Seattle Orcas': 'সিয়াটল অরকাস',
  'MI New York': 'এমআই নিউইয়র্ক', 'Los Angeles Knight Riders': 'লস অ্যাঞ্জেলেস নাইট রাইডার্স', 'Washington Freedom': 'ওয়াশিংটন ফ্রিডম',
  // SA20
  'Paarl Royals': 'পার্ল রয়্যালস', 'MI Cape Town': 'এমআই কেপটাউন', 'Joburg Super Kings': 'জোবার্গ সুপার কিংস',
  'Durban Super Giants': 'ডারবান সুপার জায়ান্টস', 'Pretoria Capitals': 'প্রিটোরিয়া ক্যাপিটালস', 'Sunrisers Eastern Cape': 'সানরাইজার্স ইস্টার্ন কেপ',
  // ILT20
  'Abu Dhabi Knight Riders': 'আবুধাবি নাইট রাইডার্স', 'Desert Vipers': 'ডেজার্ট ভাইপার্স', 'Dubai Capitals': 'দুবাই ক্যাপিটালস',
  'Gulf Giants': 'গালফ জায়ান্টস', 'MI Emirates': 'এমআই এমিরেটস', 'Sharjah Warriors': 'শারজাহ ওয়ারিয়র্স',
};

const CLUBS_BN: Record<string, string> = {
  // Premier League
  Arsenal: 'আর্সেনাল', Chelsea: 'চেলসি', Liverpool: 'লিভারপুল', 'Manchester City': 'ম্যানচেস্টার সিটি', 'Manchester United': 'ম্যানচেস্টার ইউনাইটেড',
  'Tottenham Hotspur': 'টটেনহাম হটস্পার', 'Newcastle United': 'নিউক্যাসল ইউনাইটেড', 'Aston Villa': 'অ্যাস্টন ভিলা', Brighton: 'ব্রাইটন',
  'West Ham United': 'ওয়েস্ট হ্যাম ইউনাইটেড', Everton: 'এভারটন', 'Nottingham Forest': 'নটিংহাম ফরেস্ট', Fulham: 'ফুলহ্যাম',
  Brentford: 'ব্রেন্টফোর্ড', 'Crystal Palace': 'ক্রিস্টাল প্যালেস', Bournemouth: 'বোর্নমাউথ',
  // La Liga
  'Real Madrid': 'রিয়াল মাদ্রিদ', Barcelona: 'বার্সেলোনা', 'Atletico Madrid': 'অ্যাতলেতিকো মাদ্রিদ', Sevilla: 'সেভিয়া', Villarreal: 'ভিয়ারিয়াল',
  'Real Sociedad': 'রিয়াল সোসিয়েদাদ', 'Athletic Club': 'অ্যাথলেটিক ক্লাব', 'Real Betis': 'রিয়াল বেতিস', Valencia: 'ভালেন্সিয়া', Girona: 'জিরোনা',
  'Celta Vigo': 'সেল্তা ভিগো', Osasuna: 'ওসাসুনা',
  // Serie A
  'Inter Milan': 'ইন্টার মিলান', 'AC Milan': 'এসি মিলান', Juventus: 'জুভেন্টাস', Napoli: 'নাপোলি', Roma: 'রোমা', Lazio: 'লাৎসিও',
  Atalanta: 'আতালান্তা', Fiorentina: 'ফিওরেন্তিনা', Bologna: 'বোলোনিয়া', Torino: 'তোরিনো', Genoa: 'জেনোয়া', Udinese: 'উদিনেসে',
  // Saudi Pro League
  'Al Hilal': 'আল হিলাল', 'Al Nassr': 'আল নাসর', 'Al Ittihad': 'আল ইত্তিহাদ', 'Al Ahli': 'আল আহলি', 'Al Qadsiah': 'আল কাদিসিয়াহ',
  'Al Shabab': 'আল শাবাব', 'Al Ettifaq': 'আল ইত্তিফাক', 'Al Taawoun': 'আল তাআউন',
  // Bundesliga
  'Bayern Munich': 'বায়ার্ন মিউনিখ', 'Borussia Dortmund': 'বরুশিয়া ডর্টমুন্ড', 'Bayer Leverkusen': 'বায়ার লেভারকুসেন', 'RB Leipzig': 'আরবি লাইপজিগ',
  'VfB Stuttgart': 'স্টুটগার্ট', 'Eintracht Frankfurt': 'আইনট্রাখট ফ্রাঙ্কফুর্ট', 'SC Freiburg': 'ফ্রাইবুর্গ', Wolfsburg: 'ভলফসবুর্গ', Mainz: 'মাইনৎস',
  'Borussia Monchengladbach': 'বরুশিয়া মনশেনগ্লাডবাখ', 'Werder Bremen': 'ভেরডার ব্রেমেন', 'Union Berlin': 'উনিয়ন বার্লিন',
  // Ligue 1
  'Paris Saint-Germain': 'পিএসজি', Marseille: 'মার্সেই', Monaco: 'মোনাকো', Lyon: 'লিওঁ', Lille: 'লিল', Nice: 'নিস', Lens: 'লঁস', Rennes: 'রেনে',
  Strasbourg: 'স্ত্রাসবুর্গ', Brest: 'ব্রেস্ত',
  // Champions League
  Benfica: 'বেনফিকা', Porto: 'পোর্তো', 'Sporting CP': 'স্পোর্তিং লিসবন', Ajax: 'আয়াক্স', 'PSV Eindhoven': 'পিএসভি আইন্দহোভেন', Feyenoord: 'ফেইনুর্ড',
  Celtic: 'সেলটিক', 'Club Brugge': 'ক্লাব ব্রুগা', Galatasaray: 'গালাতাসারাই', 'Red Bull Salzburg': 'রেড বুল সালজবুর্গ', 'Shakhtar Donetsk': 'শাখতার দোনেৎস্ক',
  // Bangladesh Football League
  'Bashundhara Kings': 'বসুন্ধরা কিংস', 'Abahani Limited Dhaka': 'ঢাকা আবাহনী লিমিটেড', 'Mohammedan SC': 'মোহামেডান স্পোর্টিং ক্লাব',
  'Rahmatganj MFS': 'রহমতগঞ্জ এমএফএস', 'Fortis FC': 'ফর্টিস এফসি', 'Brothers Union': 'ব্রাদার্স ইউনিয়ন', 'Dhaka Wanderers': 'ঢাকা ওয়ান্ডারার্স',
  'Chittagong Abahani': 'চট্টগ্রাম আবাহনী',
  // J1 League
  'Vissel Kobe': 'ভিসেল কোবে', 'Sanfrecce Hiroshima': 'সানফ্রেচে হিরোশিমা', 'Machida Zelvia': 'মাচিদা জেলভিয়া', 'Gamba Osaka': 'গাম্বা ওসাকা',
  'Kashima Antlers': 'কাশিমা অ্যান্টলার্স', 'Tokyo Verdy': 'টোকিও ভের্দি', 'FC Tokyo': 'এফসি টোকিও', 'Kawasaki Frontale': 'কাওয়াসাকি ফ্রন্টালে',
  'Yokohama F. Marinos': 'ইয়োকোহামা এফ মারিনোস', 'Urawa Red Diamonds': 'উরাওয়া রেড ডায়মন্ডস', 'Nagoya Grampus': 'নাগোয়া গ্রাম্পাস',
  'Cerezo Osaka': 'সেরেজো ওসাকা',
  // A-League
  'Melbourne Victory': 'মেলবোর্ন ভিক্টরি', 'Melbourne City': 'মেলবোর্ন সিটি', 'Sydney FC': 'সিডনি এফসি', 'Western Sydney Wanderers': 'ওয়েস্টার্ন সিডনি ওয়ান্ডারার্স',
  'Central Coast Mariners': 'সেন্ট্রাল কোস্ট মেরিনার্স', 'Adelaide United': 'অ্যাডিলেড ইউনাইটেড', 'Wellington Phoenix': 'ওয়েলিংটন ফিনিক্স',
  'Brisbane Roar': 'ব্রিসবেন রোর', 'Perth Glory': 'পার্থ গ্লোরি', 'Macarthur FC': 'ম্যাকআর্থার এফসি',
  // MLS
  'Inter Miami': 'ইন্টার মায়ামি', 'LA Galaxy': 'এলএ গ্যালাক্সি', LAFC: 'এলএএফসি', 'Columbus Crew': 'কলম্বাস ক্রু', 'FC Cincinnati': 'এফসি সিনসিনাটি',
  'Seattle Sounders': 'সিয়াটল সাউন্ডার্স', 'New York Red Bulls': 'নিউইয়র্ক রেড বুলস', 'Atlanta United': 'আটলান্টা ইউনাইটেড', 'Orlando City': 'অরল্যান্ডো সিটি',
  'Philadelphia Union': 'ফিলাডেলফিয়া ইউনিয়ন', 'Real Salt Lake': 'রিয়াল সল্ট লেক', 'Vancouver Whitecaps': 'ভ্যাঙ্কুভার হোয়াইটক্যাপস',
  // Indian Super League
  'Mohun Bagan Super Giant': 'মোহনবাগান সুপার জায়ান্ট', 'East Bengal': 'ইস্টবেঙ্গল', 'Kerala Blasters': 'কেরালা ব্লাস্টার্স', 'Mumbai City': 'মুম্বাই সিটি',
  'Bengaluru FC': 'বেঙ্গালুরু এফসি', 'FC Goa': 'এফসি গোয়া', Chennaiyin: 'চেন্নাইয়িন', 'Odisha FC': 'ওডিশা এফসি',
};

const PLAYERS_BN: Record<string, string> = {
  // ATP
  'Jannik Sinner': 'ইয়ানিক সিনার', 'Carlos Alcaraz': 'কার্লোস আলকারাজ', 'Novak Djokovic': 'নোভাক জোকোভিচ', 'Alexander Zverev': 'আলেক্সান্ডার জভেরেভ',
  'Daniil Medvedev': 'দানিল মেদভেদেভ', 'Taylor Fritz': 'টেলর ফ্রিৎজ', 'Casper Ruud': 'কাসপার রুড', 'Andrey Rublev': 'আন্দ্রে রুবলেভ',
  'Alex de Minaur': 'অ্যালেক্স ডি মিনর', 'Grigor Dimitrov': 'গ্রিগর দিমিত্রভ', 'Stefanos Tsitsipas': 'স্টেফানোস সিৎসিপাস', 'Tommy Paul': 'টমি পল',
  'Holger Rune': 'হোলগার রুনে', 'Ben Shelton': 'বেন শেলটন', 'Hubert Hurkacz': 'হুবার্ট হুরকাজ', 'Frances Tiafoe': 'ফ্রান্সেস টিয়াফো',
  'Lorenzo Musetti': 'লোরেঞ্জো মুসেত্তি', 'Jack Draper': 'জ্যাক ড্রেপার', 'Arthur Fils': 'আর্থার ফিলস', 'Sebastian Korda': 'সেবাস্টিয়ান কোর্দা',
  'Ugo Humbert': 'উগো উমবের', 'Karen Khachanov': 'কারেন খাচানভ', 'Felix Auger-Aliassime': 'ফেলিক্স অজে-আলিয়াসিম',
  'Alejandro Davidovich Fokina': 'আলেহান্দ্রো দাভিদোভিচ ফোকিনা', 'Francisco Cerundolo': 'ফ্রান্সিসকো সেরুন্দোলো', 'Jiri Lehecka': 'ইরজি লেহেচকা',
  'Tomas Machac': 'তোমাস মাখাচ', 'Joao Fonseca': 'জোয়াও ফনসেকা', 'Jakub Mensik': 'ইয়াকুব মেনসিক', 'Flavio Cobolli': 'ফ্লাভিও কোবোল্লি',
  'Alexei Popyrin': 'আলেক্সেই পপিরিন', 'Denis Shapovalov': 'ডেনিস শাপোভালভ',
  // WTA
  'Aryna Sabalenka': 'আরিনা সাবালেঙ্কা', 'Iga Swiatek': 'ইগা শিয়নটেক', 'Coco Gauff': 'কোকো গফ', 'Elena Rybakina': 'এলেনা রিবাকিনা',
  'Jessica Pegula': 'জেসিকা পেগুলা', 'Jasmine Paolini': 'জেসমিন পাওলিনি', 'Qinwen Zheng': 'চিনওয়েন চ্যাং', 'Emma Navarro': 'এমা নাভারো',
  'Daria Kasatkina': 'দারিয়া কাসাতকিনা', 'Mirra Andreeva': 'মিরা আন্দ্রিভা', 'Madison Keys': 'ম্যাডিসন কিজ', 'Paula Badosa': 'পাওলা বাদোসা',
  'Barbora Krejcikova': 'বারবোরা ক্রেইচিকোভা', 'Diana Shnaider': 'দিয়ানা শনাইডার', 'Anna Kalinskaya': 'আন্না কালিনস্কায়া',
  'Beatriz Haddad Maia': 'বিয়াত্রিজ হাদ্দাদ মাইয়া', 'Donna Vekic': 'দোনা ভেকিচ', 'Karolina Muchova': 'কারোলিনা মুখোভা', 'Elina Svitolina': 'এলিনা স্ভিতোলিনা',
  'Liudmila Samsonova': 'লিউদমিলা সামসোনোভা', 'Ons Jabeur': 'উনস জাবের', 'Marta Kostyuk': 'মার্তা কস্তিউক', 'Leylah Fernandez': 'লেইলা ফার্নান্দেজ',
  'Amanda Anisimova': 'আমান্ডা আনিসিমোভা', 'Ekaterina Alexandrova': 'একাতেরিনা আলেক্সান্দ্রোভা', 'Jelena Ostapenko': 'ইয়েলেনা ওস্তাপেঙ্কো',
};

/** Every team and player by the feed's English name. */
export const TEAM_NAMES_BN: Readonly<Record<string, string>> = {
  ...NATIONS_BN, ...WOMEN_BN, ...CRICKET_FRANCHISES_BN, ...CLUBS_BN, ...PLAYERS_BN,
};
