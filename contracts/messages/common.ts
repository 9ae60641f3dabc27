export const commonMessages = {
  unexpectedError: 'An unexpected error occurred',
  errorTryAgain: 'An error occurred. Please try again.',
  unknownError: 'An unknown error occurred.',
  anErrorOccurred: 'An error occurred',
  networkError: 'Network error, please try again later.',
  unauthenticated: 'Your session has ended. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  // limits (docs/decisions/0015)
  rateLimited: 'Too many requests. Please try again in {seconds} seconds.',
  tooManyAttemptsWait: 'Too many attempts. Please try again in {minutes} minutes.',
  challengeRequired: 'A quick security check is needed. Please try again.',
  invalidInput: 'Some fields are not valid.',
  requestTooLarge: 'The request is too large (at most {max} KB).',
  maintenance: "We're currently undergoing Maintenance!",
  noData: 'No Data',
} as const;
