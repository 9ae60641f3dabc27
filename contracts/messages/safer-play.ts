// Responsible gambling (what regulated markets require): deposit and loss limits,
// time-out and self-exclusion, the reality check. A refusal names the limit, so the player knows why;
// one key per period, so each language words the period its own way. Times are Asia/Dhaka.
export const saferPlayMessages = {
  depositLimitDay: 'This deposit would take you over your deposit limit of ৳{limit} for 24 hours. You can deposit up to ৳{left} now.',
  depositLimitWeek: 'This deposit would take you over your deposit limit of ৳{limit} for 7 days. You can deposit up to ৳{left} now.',
  depositLimitMonth: 'This deposit would take you over your deposit limit of ৳{limit} for 30 days. You can deposit up to ৳{left} now.',
  lossLimitDay: 'You have reached your loss limit of ৳{limit} for 24 hours. Betting opens again as older losses leave the period.',
  lossLimitWeek: 'You have reached your loss limit of ৳{limit} for 7 days. Betting opens again as older losses leave the period.',
  lossLimitMonth: 'You have reached your loss limit of ৳{limit} for 30 days. Betting opens again as older losses leave the period.',
  timeOutActive: 'You are taking a break until {until}. Deposits, games and bets are closed until then.',
  selfExclusionActive: 'You have excluded yourself until {until}. Deposits, games and bets are closed until then.',
  limitAmountInvalid: 'Please enter a limit in whole taka, or remove the limit.',
  limitKindInvalid: 'Please choose a deposit or a loss limit.',
  limitPeriodInvalid: 'Please choose 24 hours, 7 days or 30 days.',
  exclusionDurationInvalid: 'Please choose how long the break lasts.',
  exclusionKindInvalid: 'Please choose a time-out or a self-exclusion.',
  realityCheckIntervalInvalid: 'Please choose how often to be reminded.',
} as const;
