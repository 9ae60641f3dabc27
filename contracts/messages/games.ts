// Casino: game launch, the provider wallet interface, the house games and the betting record.
// Provider-facing texts also travel to aggregators (in English); players see them through the client.
export const gamesMessages = {
  // Launch.
  gameNotFound: 'This game was not found.',
  gameNotAvailableYet: 'This game is not available yet. Please choose another game.',
  sportsNotAvailableYet: '{game} is not available yet. The Exchange is open for sports betting.',
  gameLaunched: 'Game launched successfully',
  selfExcluded: 'Your account is self-excluded from betting.',
  favouritesFull: 'You can keep up to {max} favourite games. Remove one to add another.',
  // The provider wallet interface (docs/decisions/0050).
  providerUnknown: 'Unknown game provider.',
  providerSignatureInvalid: 'The request signature is not valid.',
  providerTimestampStale: 'The request timestamp is outside the allowed window.',
  providerInsufficientFunds: 'Not enough money in the wallet.',
  providerSessionExpired: 'The game session has expired. Please open the game again.',
  providerLaunchTokenInvalid: 'The launch link has expired. Please open the game again.',
  providerPlayerNotFound: 'The player was not found.',
  providerCurrencyMismatch: "The currency does not match the player's wallet.",
  providerGameNotFound: 'This game is not served by this provider.',
  providerBetRolledBack: 'This bet was already rolled back.',
  providerRoundClosed: 'This round is already closed.',
  providerRoundMismatch: 'The transaction belongs to another round.',
  providerTxIdReused: 'This transaction id was already used for a different request.',
  providerOk: 'OK',
  // House games.
  gameSessionInvalid: 'Your game session has ended. Please open the game again.',
  stakeNotOffered: 'Choose one of the offered stakes.',
  jhandiMundaNoBet: 'Place a stake on at least one symbol.',
  clientSeedInvalid: 'A client seed is 1 to 64 letters, digits or symbols, without spaces.',
  crashBettingClosed: 'Betting for this round has closed. Wait for the next round.',
  crashAlreadyBet: 'You already have a bet in this round.',
  crashNoOpenBet: 'You have no open bet in this round.',
  crashAutoCashoutInvalid: 'Auto cash-out is a multiplier from 1.01x to 1000x.',
  crashNotRunning: 'The crash game is starting. Try again in a moment.',
  houseRoundNotFound: 'Round not found.',
  bettingRecordDateInvalid: 'Choose Today, Yesterday or Last 7 days.',
} as const;
