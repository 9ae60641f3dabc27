// Support chat (spec part 1 §2 /chat, /chat-list, /chat-box; part 2 §5 "Chat", §7.7).
export const chatMessages = {
  chatMessageEmpty: 'Please write a message.',
  chatNotFound: 'This conversation was not found.',
  chatTooManyMessages: 'You are sending messages too fast. Please wait a moment.',
  chatClosed: 'Conversation closed.',
} as const;
