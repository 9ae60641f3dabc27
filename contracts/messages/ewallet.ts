// The e-wallet deposit finished: what the gateway's outcome reads as to the player.
export const ewalletMessages = {
  ewalletExpired: 'The payment time ran out. Please start the deposit again.',
  ewalletStillPending: 'We are still waiting for the gateway to confirm your payment.',
} as const;
