// How often an open queue of the console reads itself again (docs/decisions/0300). Free of React, so the
// browser journeys move their fake clock by exactly this much.
export const QUEUE_REFRESH_MS = 10_000;
