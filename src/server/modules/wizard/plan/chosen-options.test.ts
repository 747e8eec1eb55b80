import { describe, expect, it } from 'vitest';
import { aboutAnotherOption, choicesOf } from './chosen-options';
import { setupWizard } from './plan-test-answers';

const { steps } = setupWizard();
const passedOver = (answers: Record<string, string>, sentence: string) =>
  aboutAnotherOption(sentence, choicesOf(steps, answers));

describe('knowledge about options the founder did not choose', () => {
  it('is a sentence that opens on another option and never names theirs', () => {
    const corp = { business_type: 'corp' };
    expect(passedOver(corp, 'LLCs suit bootstrapped and cash-flowing businesses.')).toBe(true);
    expect(passedOver(corp, 'A sole proprietorship leaves you personally liable.')).toBe(true);
    expect(passedOver(corp, 'Unlike an LLC, a corporation can issue preferred stock.')).toBe(false);
    // Corporate law and limited liability are not the other structures.
    expect(passedOver({ business_type: 'llc' }, 'Corporate tax is due on profits.')).toBe(false);
    expect(passedOver(corp, 'Open a separate business bank account immediately.')).toBe(false);
  });

  it('reads every step with options, and a raise is not a bootstrapper’s', () => {
    const bootstrap = { funding_plan: 'bootstrap' };
    expect(passedOver(bootstrap, 'Start raising with at least 6-9 months of runway left.')).toBe(
      true,
    );
    expect(passedOver({ funding_plan: 'angels' }, 'Start raising with 6-9 months left.')).toBe(
      false,
    );
    expect(
      passedOver({ funding_plan: 'angels' }, 'Venture capital funds expect fast growth.'),
    ).toBe(true);
    // Far from its opening, another option is a mention, not the subject.
    expect(
      passedOver(
        bootstrap,
        'Common rules of thumb: plan for 18-24 months of runway after a raise.',
      ),
    ).toBe(false);
  });
});
