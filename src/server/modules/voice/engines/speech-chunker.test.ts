import { describe, expect, it } from 'vitest';
import { SpeechChunker } from './speech-chunker';

/** Feeds `text` in deltas of `size` characters; returns every piece, the flush's last. */
function chunk(text: string, size = 1): string[] {
  const chunker = new SpeechChunker();
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(...chunker.push(text.slice(i, i + size)));
  return [...pieces, ...chunker.flush()];
}

describe('splitting a reply into pieces to speak', () => {
  it('gives each sentence as soon as it is complete, before the reply is', () => {
    const chunker = new SpeechChunker();
    expect(chunker.push('Hello there. How are')).toEqual(['Hello there.']);
    expect(chunker.push(' you? I am')).toEqual(['How are you?']);
    expect(chunker.push(' fine!')).toEqual([]); // the next delta may still continue it
    expect(chunker.flush()).toEqual(['I am fine!']);
    expect(chunker.flush()).toEqual([]);
  });

  it('starts speaking at a comma once the piece is long enough, not before', () => {
    expect(
      chunk('When you think about pricing for your first customers, start high and adjust.'),
    ).toEqual(['When you think about pricing for your first customers,', 'start high and adjust.']);
    expect(chunk('Yes, I agree; fine: go.')).toEqual(['Yes, I agree; fine: go.']);
  });

  it('does not cut at decimals, abbreviations, initials or list numbers', () => {
    expect(
      chunk('Growth was 3.5 percent. Talk to Dr. Smith, e.g. on Monday. Then decide.'),
    ).toEqual(['Growth was 3.5 percent.', 'Talk to Dr. Smith, e.g. on Monday.', 'Then decide.']);
    expect(chunk('J. R. Smith sells in the U.S. market. In 2024. it grew.')).toEqual([
      'J. R. Smith sells in the U.S. market.',
      'In 2024.',
      'it grew.',
    ]);
  });

  it('ends pieces at line breaks and drops list bullets and numbers', () => {
    const reply = 'Three ideas:\n1. Raise prices.\n2. Call customers\n- Hire slowly\n* Rest';
    expect(chunk(reply)).toEqual([
      'Three ideas:',
      'Raise prices.',
      'Call customers',
      'Hire slowly',
      'Rest',
    ]);
  });

  it('keeps the ellipsis, ?! and the closing quote or emphasis with their sentence', () => {
    expect(chunk('Wait... really?! He said "stop." Then **left.** Done')).toEqual([
      'Wait...',
      'really?!',
      'He said "stop."',
      'Then left.',
      'Done',
    ]);
  });

  it('cuts a run-on without punctuation at a space after 30 words', () => {
    const words = Array.from({ length: 45 }, (_, i) => `w${i}`);
    const pieces = chunk(words.join(' '));
    expect(pieces).toEqual([words.slice(0, 30).join(' '), words.slice(30).join(' ')]);
  });

  it('speaks Portuguese, Spanish and French punctuation alike', () => {
    expect(chunk('Olá! Tudo bem? ¿Qué tal? Très bien… Vamos começar.')).toEqual([
      'Olá!',
      'Tudo bem?',
      '¿Qué tal?',
      'Très bien…',
      'Vamos começar.',
    ]);
  });
});

describe('markdown is not read out', () => {
  it('drops emphasis, code marks and link addresses, keeping the words', () => {
    expect(
      chunk('**Bold** and _italic_ with `npm start` and [our guide](https://x.com/a.b?c=1) here.'),
    ).toEqual(['Bold and italic with npm start and our guide here.']);
  });

  it('says a bare address as its site, and leaves snake_case and arithmetic alone', () => {
    expect(chunk('See https://www.example.com/pricing?x=1 for details.')).toEqual([
      'See example.com for details.',
    ]);
    expect(chunk('Set max_tokens to 2 * 50.')).toEqual(['Set max_tokens to 2 * 50.']);
  });

  it('reads headings and quotes as plain lines, and skips rules, tables rules and emoji', () => {
    const reply =
      '## Pricing 💡\n> Charge more.\n---\n| Plan | Price |\n|---|---:|\n| Pro | 10 |\n';
    expect(chunk(reply)).toEqual(['Pricing', 'Charge more.', 'Plan Price', 'Pro 10']);
  });

  it('does not read code blocks out', () => {
    const reply = 'Run this:\n```bash\nnpm start. Then. Wait.\n```\nThen open the page.';
    expect(chunk(reply)).toEqual(['Run this:', 'Then open the page.']);
  });

  it('keeps a link whole even when a sentence ends inside its text', () => {
    expect(chunk('Read [the guide. It helps](https://x.com) today. Then act.')).toEqual([
      'Read the guide. It helps today.',
      'Then act.',
    ]);
  });
});

describe('whatever the deltas', () => {
  const reply = [
    '# A plan for you',
    '',
    'Thanks for asking, this is a good question about **pricing** and growth: here is what I would do.',
    '1. Raise prices by 3.5 percent, e.g. for new customers.',
    '2. Read [the guide](https://example.com/guide.html) first.',
    '```',
    'code. more code.',
    '```',
    'Good luck! Talk soon…',
  ].join('\n');

  it('gives the same pieces for deltas of any size', () => {
    const whole = chunk(reply, reply.length);
    expect(whole).toEqual([
      'A plan for you',
      'Thanks for asking, this is a good question about pricing and growth:',
      'here is what I would do.',
      'Raise prices by 3.5 percent, e.g. for new customers.',
      'Read the guide first.',
      'Good luck!',
      'Talk soon…',
    ]);
    for (const size of [1, 2, 3, 5, 7, 11, 64]) expect(chunk(reply, size)).toEqual(whole);
  });
});

describe('random replies', () => {
  it('never depend on where the deltas fall', () => {
    const atoms = ['Hi', ' ', '.', '!', '?', '…', ',', ':', '\n', '**', '_', '`', '```', '[', ']'];
    atoms.push('(', ')', 'e.g.', 'Dr.', '3.5', '1. ', '- ', '# ', 'word', 'https://a.b/c', '"');
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    for (let run = 0; run < 2_000; run += 1) {
      const length = 5 + Math.floor(random() * 40);
      const reply = Array.from({ length }, () => atoms[Math.floor(random() * atoms.length)]).join(
        '',
      );
      expect(chunk(reply, 1 + Math.floor(random() * 6)), reply).toEqual(chunk(reply, reply.length));
    }
  });
});
