import type { PassageSource } from '../retrieval/passages';
import type { AnswerPlan } from './answer-plan';
import { coachSaidBefore } from './answer-sentences';
import { composeReply } from './compose-reply';
import { reviewFile } from './file-review';
import { fileToReview, questionSubject } from './file-to-review';
import type { OfflineReplyInput } from './offline-engine';
import type { QuestionShape } from './question-shape';
import { styleOf } from './reply-style';

/**
 * A turn about the founder's file ("here's our draft agreement, what are we missing?", "is
 * the market slide convincing?"): the knowledge's answer to what the question asks, if it
 * asks about something, then their file line by line with what the coach knows of each line,
 * then one next step. Null when it is not such a turn or no line meets the knowledge.
 */
export function answerAboutFile(options: {
  /** The turn, its message in English words. */
  input: OfflineReplyInput;
  shape: QuestionShape;
  /** The plan for the turn as a whole: its next step closes the reply. */
  plan: AnswerPlan | null;
}): { text: string; sources: PassageSource[] } | null {
  const { input, plan } = options;
  const file = fileToReview(input.message, input.files, input.earlierFiles ?? []);
  if (!file) return null;
  // "Is it specific enough?": what the knowledge says of being specific comes first, from the
  // turn's plan (searching the knowledge a second time would double the reply's time).
  const asksSomething = input.message.includes('?') && questionSubject(input.message).length > 0;
  const first = plan?.parts[0];
  const direct = asksSomething
    ? [first?.direct, ...(first?.reasons ?? [])].find((s) => s?.source.kind === 'knowledge')
    : undefined;
  const lead = direct
    ? composeReply({
        agentName: input.agent.name,
        style: styleOf(input.agent.instruction),
        shape: { ...options.shape, narrow: true },
        facts: [],
        parts: [{ direct, reasons: [] }],
        nextStep: null,
        askForContext: false,
        variant: 0,
        ownTerms: new Set(),
      })
    : '';
  const review = reviewFile({
    file,
    knowledge: input.knowledge.index,
    question: input.message,
    saidBefore: coachSaidBefore(input.history),
    alreadySaid: direct?.text ?? '',
  });
  if (!review) return null;
  const said = `${lead} ${review}`;
  const next = plan?.nextStep && !said.includes(plan.nextStep.text) ? plan.nextStep.text : '';
  return {
    text: [lead, review, next && `**Next step:** ${next}`].filter(Boolean).join('\n\n'),
    sources: plan?.sources ?? [],
  };
}
