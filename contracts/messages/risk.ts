// The risk desk's messages: the limits and blocks a bet meets at placement (each names its limit and
// amount), the reasons flags are raised with, and the risk team's console answers.
export const riskMessages = {
  // placing a bet: the limits and blocks
  riskStakeBelowMin: 'The minimum stake per bet on this market is ৳{min}.',
  riskStakeAboveMax: 'The maximum stake per bet on this market is ৳{max}.',
  riskProfitAboveMax: 'The maximum profit per bet on this market is ৳{max}.',
  riskMarketStakeAboveMax: 'Your stakes on this market would pass its maximum of ৳{max} in all.',
  riskMarketProfitAboveMax: 'Your profit on this market would pass its maximum of ৳{max} in all.',
  riskEventBlocked: 'Betting on this event is closed.',
  riskMarketBlocked: 'Betting on this market is closed.',
  riskExchangeBlocked: 'Exchange betting is blocked on your account.',
  // why a bet was flagged
  riskFlagRepeatBet: 'Bet on the same market again {seconds} seconds after the last bet.',
  riskFlagBeforeSuspend: 'Placed {seconds} seconds before the market was suspended.',
  riskFlagBeforeBallRunning: 'Placed {seconds} seconds before ball running.',
  riskFlagSharedAddress: '{accounts} accounts bet from the address {ip} within 24 hours.',
  riskFlagSharedDevice: '{accounts} accounts bet from one device within 24 hours.',
  riskFlagStaleWin: 'A winning bet placed while the prices of the market were stale.',
  // the risk console
  riskLimitInvalid: 'Please enter limits in taka, with the minimum stake not above the maximum.',
  riskLimitTargetRequired: 'Name the event, the market or the player this limit is for.',
  riskLimitsSaved: 'Limits saved.',
  riskLimitRemoved: 'Limit removed.',
  riskLimitNotFound: 'Limit not found.',
  riskBlockSaved: 'Block saved.',
  riskBlockRemoved: 'Block removed.',
  riskBlockNotFound: 'Block not found.',
  riskReasonRequired: 'Please give a reason (3 to 200 characters).',
  riskFlagNotFound: 'Flag not found.',
  riskFlagDismissed: 'Flag dismissed.',
  riskBetVoided: 'The bet is voided and the player is told why.',
  riskBetNotVoidable: 'This bet is already closed, voided or being settled.',
  riskVoidWouldOverdraw: "The player's balance cannot cover taking back this bet's winnings.",
  riskPlayerNotFound: 'Player not found.',
} as const;
