// Inbox, VIP, referral and promotion messages (spec part 1 §5 VP conversion and Claim all, part 2 §8
// Rewards and Other). The spec's own texts are spelt exactly as it spells them.
export const engagementMessages = {
  // VIP points (spec part 1 §5)
  vipMinimumToConvert: 'Minimum VP Required: {min}',
  vipNotEnoughPoints: 'Not enough points. Points must follow minimum VP required to convert.',
  vipPointsRequired: 'Please enter the VP to convert.',
  vipConverted: 'You converted {points} VP into ৳{amount}.',
  vipConvertFailed: 'An error occurred while converting coins',
  vipTierThresholdTaken: 'Another VIP level already starts at this turnover.',
  vipTierZeroRequired: 'There must always be a VIP level that starts at 0.',
  // referral (spec part 2 §8 Rewards and Other)
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
