// Inbox, VIP, referral and promotion messages (VP conversion, Claim all, rewards). Texts the player's
// client already knows are spelt exactly as it spells them, misspellings included.
export const engagementMessages = {
  // VIP points
  vipMinimumToConvert: 'Minimum VP Required: {min}',
  vipNotEnoughPoints: 'Not enough points. Points must follow minimum VP required to convert.',
  vipPointsRequired: 'Please enter the VP to convert.',
  vipConverted: 'You converted {points} VP into ৳{amount}.',
  vipConvertFailed: 'An error occurred while converting coins',
  vipTierThresholdTaken: 'Another VIP level already starts at this turnover.',
  vipTierZeroRequired: 'There must always be a VIP level that starts at 0.',
  // referral
  claimMinimum: 'You need at least {min} to claim all.',
  bonusClaimed: 'Bonus Claimed successfully.',
  claimFailed: 'Failed to claim bonus. Please try again.',
  claimError: 'An error occurred while claiming the bonus. Please try again.',
  referralLinkCopied: 'Referral link copied to clipboard!',
  sharingUnsupported: 'Sharing is not supported on this device.',
  // inbox
  messageNotFound: 'Message not found.',
  messageTitleRequired: 'Please enter a title.',
  messageBodyRequired: 'Please enter a message.',
  messageRecipientRequired: 'Choose one player or all players.',
  playerNotFound: 'No player has this username.',
  messageSent: 'Message sent to {count} players.',
  // promotions (operator)
  promotionCategoryInvalid: 'Please choose one of the promotion categories.',
} as const;
