// Teams, players and competitions the simulator draws from.
export const CRICKET = {
  competitions: ['Bangladesh Premier League', 'Indian Premier League', 'T20 World Cup', 'Pakistan Super League', 'Big Bash League', 'Caribbean Premier League', 'SA20'],
  teams: [
    'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'Australia', 'England', 'New Zealand', 'South Africa', 'West Indies',
    'Dhaka Capitals', 'Chattogram Challengers', 'Rangpur Riders', 'Khulna Tigers', 'Sylhet Strikers', 'Fortune Barishal', 'Rajshahi Warriors',
    'Mumbai Indians', 'Chennai Super Kings', 'Kolkata Knight Riders', 'Royal Challengers Bengaluru', 'Lahore Qalandars', 'Karachi Kings',
    'Sydney Sixers', 'Perth Scorchers', 'Trinbago Knight Riders', 'Paarl Royals', 'Ireland', 'Zimbabwe', 'Netherlands',
  ],
};

export const SOCCER = {
  competitions: ['English Premier League', 'La Liga', 'Serie A', 'Bundesliga', 'Ligue 1', 'UEFA Champions League', 'Bangladesh Premier League', 'Indian Super League'],
  teams: [
    'Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Tottenham Hotspur', 'Newcastle United', 'Aston Villa',
    'Real Madrid', 'Barcelona', 'Atletico Madrid', 'Sevilla', 'Inter Milan', 'AC Milan', 'Juventus', 'Napoli', 'Bayern Munich',
    'Borussia Dortmund', 'Bayer Leverkusen', 'Paris Saint-Germain', 'Marseille', 'Monaco', 'Bashundhara Kings', 'Abahani Limited Dhaka',
    'Mohammedan SC', 'Sheikh Russel KC', 'Mohun Bagan', 'East Bengal', 'Kerala Blasters', 'Benfica', 'Porto', 'Ajax', 'PSV Eindhoven',
    'Celtic', 'Rangers', 'Galatasaray', 'Fenerbahce', 'Roma', 'Lazio', 'Villarreal',
  ],
};

export const TENNIS = {
  competitions: ['ATP Finals', 'Australian Open', 'ATP Masters 1000', 'WTA 1000', 'ATP 500', 'Davis Cup'],
  men: [
    'Jannik Sinner', 'Carlos Alcaraz', 'Novak Djokovic', 'Alexander Zverev', 'Daniil Medvedev', 'Taylor Fritz', 'Casper Ruud',
    'Andrey Rublev', 'Alex de Minaur', 'Grigor Dimitrov', 'Stefanos Tsitsipas', 'Tommy Paul', 'Holger Rune', 'Ben Shelton',
    'Hubert Hurkacz', 'Frances Tiafoe', 'Lorenzo Musetti', 'Jack Draper', 'Arthur Fils', 'Sebastian Korda',
  ],
  women: [
    'Aryna Sabalenka', 'Iga Swiatek', 'Coco Gauff', 'Elena Rybakina', 'Jessica Pegula', 'Jasmine Paolini', 'Qinwen Zheng', 'Emma Navarro',
    'Daria Kasatkina', 'Mirra Andreeva', 'Madison Keys', 'Paula Badosa',
  ],
};
