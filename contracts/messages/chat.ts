// Support chat.
export const chatMessages = {
  chatMessageEmpty: 'Please write a message.',
  chatNotFound: 'This conversation was not found.',
  chatTooManyMessages: 'You are sending messages too fast. Please wait a moment.',
  chatClosed: 'Conversation closed.',
} as const;
