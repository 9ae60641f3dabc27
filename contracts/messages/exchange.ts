// The exchange's messages: the feed API's refusals (the player API's catalogue has none for the feed; these
// read like its others), and bet placement, cancel, cash out, settlement and the operator's exchange desk.
export const exchangeMessages = {
  exchangeUnknownSport: 'Unknown sport.',
  exchangeUnknownMarket: 'Market not found.',
  exchangeUnknownEvent: 'Event not found.',
  // placing a bet: input
  exchangeStakeInvalid: 'Please enter a valid stake in taka (up to 2 decimal places).',
  exchangePriceInvalid: 'Please enter a valid price.',
  exchangeSideInvalid: 'Choose back or lay on match odds and bookmaker, yes or no on fancy.',
  exchangeLineRequired: 'A fancy bet needs the runs line.',
  exchangeSelectionInvalid: 'Please choose a selection.',
  exchangeMarketTypeInvalid: 'Please choose match odds, bookmaker or fancy.',
  // placing a bet: refusals
  exchangeMarketClosed: 'This market is closed.',
  exchangeMarketSuspended: 'This market is suspended. Please try again in a moment.',
  exchangeBallRunning: 'Ball running: bets are not taken until the ball is complete.',
  exchangeRunnerNotActive: 'This selection is not open for betting.',
  exchangeSideNotOffered: 'This side is not offered on this line.',
  exchangeStakeBelowMin: 'The minimum stake is ৳{min}.',
  exchangeStakeAboveMax: 'The maximum stake is ৳{max}.',
  exchangeMaxProfitExceeded: 'This bet would take your profit on this market above the maximum of ৳{max}.',
  exchangeInsufficientBalance: 'Your available balance is not enough for this bet.',
  exchangePriceNotOnLadder: 'This price is not on the exchange price ladder.',
  exchangePriceMoved: 'The price has changed. Please check the new price and try again.',
  exchangeSelfExcluded: 'Your account is self-excluded from betting.',
  // placing a bet: answers
  exchangeBetMatched: 'Bet matched.',
  exchangeBetUnmatched: 'Bet unmatched: it waits in the market until it is matched.',
  exchangeBetPartiallyMatched: 'Bet partly matched: the rest waits in the market.',
  // cancel and cash out
  exchangeBetNotFound: 'Bet not found.',
  exchangeNothingToCancel: 'This bet has nothing unmatched to cancel.',
  exchangeBetCancelled: 'Bet cancelled.',
  exchangeCashOutMatchOddsOnly: 'Cash out is available on match odds only.',
  exchangeNothingToCashOut: 'There is nothing to cash out on this market.',
  exchangeCashOutDone: 'Cashed out.',
  // records
  exchangeDateInvalid: 'Please choose a valid date.',
  exchangeDateRange: 'The start date must not be after the end date.',
  // operator
  exchangeMarketNotFound: 'Market not found.',
  exchangeMarketAlreadySettled: 'This market has already been settled or voided.',
  exchangeVoidReasonRequired: 'Please give a reason for voiding the market.',
  exchangeMarketVoided: 'Market voided: every bet on it has been refunded.',
  exchangeSettingsSaved: 'Exchange settings saved.',
  exchangeSettingsMinAboveMax: 'The minimum stake must not be above the maximum stake.',
  exchangeBetDelayInvalid: 'The bet delay must be a whole number of seconds from 0 to 30.',
  exchangeCommissionInvalid: 'The commission must be from 0 to 20 percent, with up to 2 decimal places.',
  exchangeAdvanceInvalid: 'Choose how many minutes to move the simulator on, from 1 to 600.',
  // why a market waits for the operator (exchange_markets.flagged), and why one was voided
  exchangeMarketFeedGone: 'The feed no longer has this market: its bets stay open until the operator settles or voids it.',
  exchangeVoidFeedGone: 'The feed no longer has this market.',
  exchangeVoidByOperator: 'Voided by the operator: {reason}',
  exchangeVoidLineAbandoned: 'The line was abandoned.',
  exchangeVoidNoWinner: 'The match ended without a winner.',
  // the inbox message each player with bets on a voided market gets (one per market), by why it was voided
  notifyExchangeVoidByOperator: 'Your bets on {event} ({market}) were voided by the operator: {reason}. Every stake on it is back in your balance.',
  notifyExchangeVoidLineAbandoned: 'Your bets on {event} ({market}) were voided: the line was abandoned. Every stake on it is back in your balance.',
  notifyExchangeVoidNoWinner: 'Your bets on {event} ({market}) were voided: the match ended without a winner. Every stake on it is back in your balance.',
} as const;
