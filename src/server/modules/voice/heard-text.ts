/** A piece of a reply that was spoken, with how long its audio lasts. */
export interface SpokenPiece {
  text: string;
  audioMs: number;
}

/**
 * What the caller heard of a reply cut short after `playedMs` of its audio: every piece
 * played whole, and of the piece playing then, the words in proportion to the time it
 * played (speech runs at a near-constant rate, so words track time closely enough).
 */
export function heardText(pieces: readonly SpokenPiece[], playedMs: number): string {
  const heard: string[] = [];
  let remaining = playedMs;
  for (const piece of pieces) {
    if (remaining <= 0) break;
    if (remaining >= piece.audioMs) {
      heard.push(piece.text);
      remaining -= piece.audioMs;
      continue;
    }
    const words = piece.text.split(/\s+/).filter(Boolean);
    const count = Math.floor((words.length * remaining) / piece.audioMs);
    if (count > 0) heard.push(`${words.slice(0, count).join(' ')}…`);
    break;
  }
  return heard.join(' ').trim();
}
