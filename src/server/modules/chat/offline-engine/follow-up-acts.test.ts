import { describe, expect, it } from 'vitest';
import { recogniseFollowUpAct } from './follow-up-acts';

describe('requests that act on the previous answer', () => {
  it.each([
    ['Can you explain that in simpler terms?', 'simpler'],
    ['simpler please', 'simpler'],
    ['explain like I am five', 'simpler'],
    ['in plain english?', 'simpler'],
    ['Pode explicar de forma mais simples?', 'simpler'],
    ['give me an example', 'example'],
    ['example?', 'example'],
    ['Dá um exemplo?', 'example'],
    ['¿Me das un ejemplo?', 'example'],
    ['why?', 'why'],
    ['but why is that?', 'why'],
    ['Pourquoi ?', 'why'],
    ['por quê?', 'why'],
    ['What would you change first?', 'first-step'],
    ['ok, where do I start?', 'first-step'],
    ['Por onde começo?', 'first-step'],
  ])('"%s" → %s', (message, act) => {
    expect(recogniseFollowUpAct(message)).toBe(act);
  });

  it('leaves questions of their own alone', () => {
    expect(recogniseFollowUpAct('Why do most startups fail at hiring?')).toBeNull();
    expect(recogniseFollowUpAct('How do I set a simple pricing page?')).toBeNull();
    expect(
      recogniseFollowUpAct(
        'What is a good example of an ideal customer profile for a B2B analytics tool sold to mid-size retailers?',
      ),
    ).toBeNull();
  });
});
