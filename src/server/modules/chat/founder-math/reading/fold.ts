/** Lowercase without accents, one character for one, so positions stay those of the original. */
export function fold(text: string): string {
  let folded = '';
  for (const character of text) {
    if (character.length === 1 && character.charCodeAt(0) < 128) {
      folded += character.toLowerCase();
      continue;
    }
    const plain = character
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    folded += plain.length === character.length ? plain : character;
  }
  return folded;
}
