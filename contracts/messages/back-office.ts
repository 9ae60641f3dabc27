// The back office's players, KYC and reports: what staff and players are told. KYC rejection reasons are
// keys of their own, so the player reads the reason in their language, whoever wrote it.
export const backOfficeMessages = {
  // players
  playerIdNotFound: 'There is no player with that id.',
  playerSearchInvalid: 'Please enter a username, phone, e-mail, id or agent code to search for.',
  noteRequired: 'Please write the note.',
  noteSaved: 'The note is saved.',
  playerLockedDone: 'The player is locked and logged out everywhere.',
  playerUnlockedDone: 'The player is unlocked.',
  playerPasswordResetByStaff: 'The password is reset. The player sets a new one with "Forgot password" before logging in again.',
  passwordResetRequired: 'Your password was reset by support. Please set a new one with "Forgot password", then log in.',
  staffLimitLooser: "A limit set by staff may not be looser than the player's own limit of ৳{limit}.",
  staffLimitSet: 'The limit is set and applies now.',
  adjustmentAmountInvalid: 'Please enter an adjustment in taka, above or below zero (up to 2 decimal places).',
  adjustmentReasonRequired: 'Please give the reason for the adjustment.',
  adjustmentRequested: 'The adjustment waits for a second staff member to approve it.',
  // KYC, the player's side
  kycDocumentKindInvalid: 'Please choose a national ID card or a passport.',
  kycFullNameRequired: 'Please enter your full name as it is written on the document.',
  kycDocumentNumberInvalid: 'Please enter the document number (letters and digits only).',
  kycFrontMissing: 'Please add a photo of the front of the document.',
  kycBackMissing: 'Please add a photo of the back of your national ID card.',
  kycSelfieMissing: 'Please add a selfie: a photo of your face.',
  kycFileTooLarge: 'Each photo may be at most {max} MB.',
  kycFileInvalid: 'Each photo must be a JPEG, PNG or WebP image.',
  kycAlreadyPending: 'Your documents are already waiting for review.',
  kycAlreadyApproved: 'Your identity is already verified.',
  kycSubmitted: 'Thank you. We will check your documents soon.',
  kycRequiredForWithdrawal:
    'A withdrawal above ৳{limit} needs a verified identity. Please upload your ID card or passport and a selfie under Account › Verification first.',
  notifyKycApproved: 'Your identity is verified. Withdrawals of any amount are open to you.',
  notifyKycRejected: 'Your identity documents were not accepted. Open Account › Verification to see why and send new photos.',
  // KYC, the staff's side
  kycNotFound: 'There is no such verification.',
  kycNotPending: 'This verification has already been decided.',
  kycFileNotFound: 'There is no such document photo.',
  kycRejectReasonInvalid: 'Please choose the reason for the rejection.',
  kycApprovedDone: 'The identity is verified.',
  kycRejectedDone: 'The verification is rejected; the player sees the reason.',
  kycThresholdInvalid: 'Please enter the amount in whole taka (0 means every withdrawal needs a verified identity).',
  kycSettingsSaved: 'The setting is saved.',
  // KYC rejection reasons, as the player reads them
  kycReasonUnreadable: 'The photo of the document is blurred, dark or cut off.',
  kycReasonExpired: 'The document has expired.',
  kycReasonSelfieMismatch: 'The selfie does not match the photo on the document.',
  kycReasonNameMismatch: 'The name on the document does not match the name you entered.',
  kycReasonWrongDocument: 'This is not a national ID card or a passport.',
  // reports
  reportRangeInvalid: 'Please choose a range from an earlier to a later day, at most 366 days long.',
  reportFigureInvalid: 'Please choose a figure of the report.',
} as const;
