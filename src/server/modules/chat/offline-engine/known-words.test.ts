import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from '../retrieval/knowledge-index';
import { wordsTheKnowledgeKnows } from './known-words';

describe('words of another language the knowledge uses', () => {
  const knowledge = buildKnowledgeIndex(
    'Onboarding: a guided onboarding lifts activation. Pipeline: review the pipeline weekly.',
  ).index;

  it('keeps the English terms a founder writes inside Portuguese, and nothing else', () => {
    expect(wordsTheKnowledgeKnows('como melhorar o onboarding e o pipeline?', knowledge)).toBe(
      'onboarding pipeline',
    );
    expect(wordsTheKnowledgeKnows('como melhorar a nossa empresa?', knowledge)).toBe('');
  });
});
