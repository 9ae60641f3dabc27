// Four eyes: what staff are told when they approve or refuse a balance adjustment or a large withdrawal,
// and when the owner sets the amount above which a withdrawal needs a second staff member.
export const approvalMessages = {
  approvalNotFound: 'There is no such item waiting for approval.',
  approvalAlreadyDecided: 'This has already been approved or rejected.',
  approvalSameStaff: 'A second staff member must approve this: you asked for it or approved it first.',
  approvalReasonRequired: 'Please give the reason for the rejection.',
  adjustmentApprovedDone: 'The adjustment is approved and posted to the balance.',
  adjustmentRejectedDone: 'The adjustment is rejected; no money moved.',
  adjustmentOverBalance: "The adjustment would take the player's balance below zero (the balance is ৳{balance}).",
  withdrawalAwaitingSecond: 'Your approval is recorded. The withdrawal is paid when a second staff member approves it.',
  fourEyesThresholdInvalid: 'Please enter the amount in whole taka (0 means every withdrawal needs two approvals).',
  fourEyesSettingsSaved: 'The four-eyes amount is saved.',
} as const;
