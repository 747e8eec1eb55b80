import { describe, expect, it } from 'vitest';
import { SEED_AGENTS } from '../../../db/seed-agents';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { reviewFile } from './file-review';
import { fileToReview } from './file-to-review';

const knowledgeOf = (key: string) =>
  buildKnowledgeIndex(SEED_AGENTS.find((agent) => agent.seedKey === key)!.knowledge).index;

const draft = {
  name: 'agreement.txt',
  text: [
    'Founders agreement (draft)',
    'Equity: Ana 50%, Rui 50%.',
    'Vesting - none, everything is ours from the start.',
    'IP: Rui keeps the code he wrote last year.',
  ].join('\n'),
};

describe('a file read line by line', () => {
  it('is what a file sent now gets, and an earlier file when the question points back at it', () => {
    expect(fileToReview('what are we missing?', [draft], [])?.earlier).toBe(false);
    expect(fileToReview('here is our agreement', [draft], [])).not.toBeNull();
    expect(fileToReview('is it fair?', [], [draft])?.earlier).toBe(true);
    // A file shared earlier is read again only when the question points back at it.
    expect(fileToReview('how do SAFEs work?', [], [draft])).toBeNull();
  });

  it('says, per line, what the knowledge says of it, named by the file’s title', () => {
    const review = reviewFile({
      file: { ...draft, earlier: false },
      knowledge: knowledgeOf('business-setup-advisor'),
      question: 'what are we missing?',
      saidBefore: () => false,
      alreadySaid: '',
    });
    expect(review).toMatch(/^Going through your "Founders agreement \(draft\)", line by line:/);
    expect(review).toMatch(
      /- \*\*"Vesting - none, everything is ours from the start\."\*\* .*one-year cliff/,
    );
    expect(review).toMatch(/- \*\*"IP: Rui keeps the code he wrote last year\."\*\* .*assign/);
    // No line says a sentence another line said.
    const sentences = review!.split(/(?<=\.)\s+/).filter((s) => s.length > 40);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('has nothing to say of a file on another subject', () => {
    const recipe = {
      name: 'bread.txt',
      text: 'Flour: 500 g of strong white flour.\nWater: 350 ml, warm.',
      earlier: false,
    };
    const review = reviewFile({
      file: recipe,
      knowledge: knowledgeOf('business-setup-advisor'),
      question: 'thoughts?',
      saidBefore: () => false,
      alreadySaid: '',
    });
    expect(review).toBeNull();
  });
});
