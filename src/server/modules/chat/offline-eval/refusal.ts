import { flatten } from './normalise';

/** The offline engine's decline of a foreign topic always says this (issue 30's contract). */
export const REFUSAL_PHRASE = 'outside what I cover';

export const isRefusal = (reply: string) => flatten(reply).includes(flatten(REFUSAL_PHRASE));
