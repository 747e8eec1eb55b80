/** What a caller reads (spec 01 §8 where it names the words; plain sentences elsewhere). */
export const CALL_TEXTS = {
  connectionFailed: 'Connection failed. Please try again.',
  autoplayBlocked: 'Click anywhere to enable audio playback',
  serverErrorClosed: 'Server error occurred. Please try again.',
  linesBusy: 'The call could not start now. Please try again in a minute.',
  connectionLost: 'Connection lost',
  socketFailed: 'WebSocket connection failed',
  iceSlow:
    'Still connecting… this network may be blocking calls. Try another network if it does not connect.',
  micDenied: 'Microphone access was denied. Allow the microphone for this site to talk.',
  micMissing: 'No microphone was found. Connect one and try again.',
  unsupported:
    'This browser cannot make voice calls. Please use a recent Chrome, Edge, Firefox or Safari.',
} as const;

/** The token call failed (spec §8): its status and the server's sentence. */
export const tokenFailureText = (status: number, detail: string) =>
  `Authentication failed: ${status} - ${detail}`;

export const serverErrorText = (message: string) => `Server error: ${message}`;

export const authErrorText = (message: string) => `Authentication error: ${message}`;

/** Close code 1008: the server's reason, or the spec's default words. */
export const authClosedText = (reason: string) =>
  `Authentication failed: ${reason || 'Invalid credentials'}`;
