// The exchange API's refusals (the spec's catalogue has none for the feed; these read like its others).
export const exchangeMessages = {
  exchangeUnknownSport: 'Unknown sport.',
  exchangeUnknownMarket: 'Market not found.',
  exchangeUnknownEvent: 'Event not found.',
} as const;
