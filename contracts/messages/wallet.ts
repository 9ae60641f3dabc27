// Deposit, withdrawal, promotion and turnover messages.
// English texts are spelt exactly as the client spells them (including 'widthdraw'). The product gives the
// four make-payment messages only in Bengali; the product shows every message in both languages, so
// their keys hold an English rendering here and in src/locales/en/errors.wallet.json, and the wire's
// Bengali stays in src/locales/bn/errors.wallet.json.
export const walletMessages = {
  // deposit (start)
  verifyPhoneFirst: 'Please verify your phone number first.',
  depositPending: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
  depositAmountRequired: 'Please fill in your amount.',
  depositMethodRequired: 'Please select a valid payment method.',
  depositChannelRequired: 'Please select a Deposit channel.',
  ewalletError: 'An error occurred. Please try again.',
  submissionFailedWith: 'Submission failed: {message}',
  // deposit (make-payment; the product gives these in Bengali only, see above)
  depositPhoneInvalid: 'Please select a valid 11-digit phone number.',
  depositTrxIdShort: 'The transaction ID must be at least 7 characters long.',
  depositSubmitted: 'Your deposit request has been submitted successfully.',
  depositNetworkError: 'A network problem occurred. Please try again.',
  // copy buttons
  noAccountNumberToCopy: 'No account number to copy!',
  noAmountToCopy: 'No Amount to copy!',
  accountNumberCopied: 'Account number copied!',
  amountCopied: 'Amount copied: {amount}',
  // limits (server-enforced; the screen only displays the range)
  depositBelowMin: 'The minimum deposit is ৳{min}.',
  depositAboveMax: 'The maximum deposit is ৳{max}.',
  withdrawalBelowMin: 'The minimum withdrawal is ৳{min}.',
  withdrawalAboveMax: 'The maximum withdrawal is ৳{max}.',
  amountInvalid: 'Please enter a valid amount in taka (up to 2 decimal places).',
  accountNumberNotVerified: 'The account number must be one of your verified phone numbers.',
  paymentMethodNotFound: 'Please select a valid payment method.',
  promotionNotFound: 'This promotion is not available.',
  noWalletNumber: 'No wallet number is available for this payment method right now. Please try again later.',
  walletNumberNotFound: 'This wallet number is not available. Please start the deposit again.',
  receiptInvalid: 'The receipt must be a JPEG, PNG or WebP image.',
  receiptTooLarge: 'The receipt image is too large (at most {max} MB).',
  ewalletRequestNotFound: 'This payment request was not found.',
  ewalletDeclined: 'The payment was declined.',
  ewalletNotApproved: 'The payment has not been approved yet.',
  ewalletUnavailable: 'E-wallet payment is not available right now. Please choose another payment method.',
  sandboxDecisionRequired: 'Choose Approve or Decline.',
  // withdrawal
  withdrawalPending: 'You already have a withdrawal request pending. Please wait for it to be processed before making another withdrawal.',
  withdrawAmountRequired: 'Amount is required.',
  withdrawAccountRequired: 'Account number is required.',
  withdrawMethodRequired: 'Please select your payment method.',
  birthdayNotSet: 'Please set your Date of Birth in your profile before withdrawing.',
  turnoverIncomplete: 'Please complete your turnover and try again.',
  insufficientBalance: 'Insufficient balance.',
  withdrawEligible: 'You can withdraw.',
  withdrawalSuccessful: 'Withdrawal successful!',
  withdrawUnknownError: 'An unknown error occurred.',
  noWithdrawMethods: 'No widthdraw methods available. Try again later.',
  // idempotency
  idempotencyKeyRequired: 'An Idempotency-Key header is required for this request.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed.',
  // operator
  requestNotFound: 'Request not found.',
  requestAlreadyDecided: 'This request has already been decided.',
  rejectReasonRequired: 'Please give a reason for the rejection.',
  limitMinAboveMax: 'The minimum must not be more than the maximum.',
  depositApproved: 'Deposit approved.',
  depositRejected: 'Deposit rejected.',
  withdrawalApproved: 'Withdrawal approved.',
  withdrawalRejected: 'Withdrawal rejected.',
  // player notifications (inbox texts)
  notifyDepositApproved: 'Your deposit of ৳{amount} has been approved.',
  notifyDepositRejected: 'Your deposit of ৳{amount} was rejected: {reason}',
  notifyWithdrawalApproved: 'Your withdrawal of ৳{amount} has been approved and paid out.',
  notifyWithdrawalRejected: 'Your withdrawal of ৳{amount} was rejected: {reason}. The amount is back in your balance.',
} as const;
