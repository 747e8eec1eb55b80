import { tokenize } from '../retrieval/tokenize';
import type { AnswerSentence } from './answer-sentences';
import type { QuestionShape } from './question-shape';
import type { ReplyStyle } from './reply-style';

/** One question of the message and what answers it. */
export interface AnsweredPart {
  direct: AnswerSentence;
  reasons: AnswerSentence[];
}

export interface ReplyPlan {
  agentName: string;
  style: ReplyStyle;
  shape: QuestionShape;
  /** What the founder told us, in the second person ("you charge $29/month flat"). */
  facts: string[];
  parts: AnsweredPart[];
  nextStep: AnswerSentence | null;
  /** Ask what the coach needs to know (the first answer of a conversation only). */
  askForContext: boolean;
  /** Picks among equivalent wordings, from the message: replies do not all share one frame. */
  variant: number;
  /** The message's own words: the clause of the answer that speaks to them is set in bold. */
  ownTerms: Set<string>;
}

/**
 * "around 0.5-2% for the first few senior hires and **around 0.2-1% for later hires**": in a
 * long answer, the clause about what was asked stands out. Only bold marks are added.
 */
function emphasised(text: string, ownTerms: Set<string>): string {
  const clauses = text.split(/(?<=[,;])\s+|\s+(?=and\s)/);
  if (clauses.length < 2 || ownTerms.size === 0) return text;
  const hits = clauses.map((c) => tokenize(c).filter((t) => ownTerms.has(t)).length);
  const best = Math.max(...hits);
  if (best === 0 || hits.filter((h) => h === best).length > 1) return text;
  const clause = clauses[hits.indexOf(best)]!.replace(/^and\s+/, '').replace(/[,;.]$/, '');
  // A clause cut inside brackets ("Build three scenarios (base") would read as broken.
  if ((clause.match(/\(/g) ?? []).length !== (clause.match(/\)/g) ?? []).length) return text;
  return text.replace(clause, `**${clause}**`);
}

function attributed(sentence: AnswerSentence): string {
  const { source } = sentence;
  if (source.kind === 'file') {
    return source.earlier
      ? `In the file you shared earlier ("${source.name}"): ${sentence.text}`
      : `In your file "${source.name}": ${sentence.text}`;
  }
  if (source.kind === 'page')
    return `The page "${source.title || source.url}" says: ${sentence.text}`;
  if (source.kind === 'video') return `In the video "${source.title}": ${sentence.text}`;
  return sentence.text;
}

const headed = (sentence: AnswerSentence, ownTerms: Set<string>) => {
  const text = emphasised(sentence.text, ownTerms);
  return sentence.topic && sentence.source.kind === 'knowledge'
    ? `**${sentence.topic}:** ${text}`
    : attributed({ ...sentence, text });
};

/** "a, b and c" / "a, b or c". */
const listed = (items: string[], joiner = 'or') =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}` : items[0]!;

const pick = <T>(options: readonly T[], variant: number) => options[variant % options.length]!;

const ACKNOWLEDGE = [
  (facts: string) => `You told me ${facts}; here is how I see it.`,
  (facts: string) => `Noted: ${facts}. With that in mind:`,
  (facts: string) => `Going by what you said (${facts}):`,
] as const;
const NEXT_STEP = ['**Next step:**', '**What I would do next:**', '**Try this next:**'] as const;

function reasonsOf(plan: ReplyPlan, part: AnsweredPart): string | null {
  const fewest = part.direct.source.kind === 'knowledge' ? 0 : 1; // a file's answer, related
  const wanted = Math.max(
    fewest,
    plan.shape.narrow ? (plan.style.concise ? 1 : 2) : plan.style.concise ? 2 : 3,
  );
  // Every file or page the person brought is answered from, however short the reply.
  const isBrought = (r: AnswerSentence) => r.source.kind !== 'knowledge';
  // The best reasons for the question, said in their order: the benchmark asked about is not
  // cut for coming late in its paragraph.
  const known = part.reasons.filter((r) => !isBrought(r));
  const best = new Set([...known].sort((a, b) => b.score - a.score).slice(0, wanted));
  const reasons = [...part.reasons.filter(isBrought), ...known.filter((r) => best.has(r))];
  if (reasons.length === 0) return null;
  // Lines of a file are not sentences: they read as a list whatever the style.
  return plan.style.structured || reasons.some(isBrought)
    ? reasons.map((reason) => `- ${attributed(reason)}`).join('\n')
    : reasons.map(attributed).join(' ');
}

/**
 * A coach's reply: the founder's own facts acknowledged, the direct answer first, then the
 * reasoning (a list when the instruction asks for structure) and one concrete next step;
 * shorter for a narrow question. Every sentence is quoted whole from its source, so figures
 * and formulas are never altered.
 */
export function composeReply(plan: ReplyPlan): string {
  const paragraphs: string[] = [];
  if (plan.facts.length > 0) {
    paragraphs.push(pick(ACKNOWLEDGE, plan.variant)(listed(plan.facts, 'and')));
  }
  if (plan.parts.length > 1) {
    paragraphs.push(
      plan.parts
        .map((part, i) => {
          const reason =
            part.reasons[0] && !plan.style.concise ? ` ${attributed(part.reasons[0])}` : '';
          return `${i + 1}. ${headed(part.direct, plan.ownTerms)}${reason}`;
        })
        .join('\n'),
    );
  } else if (plan.parts[0]) {
    paragraphs.push(headed(plan.parts[0].direct, plan.ownTerms));
    const reasons = reasonsOf(plan, plan.parts[0]);
    if (reasons) paragraphs.push(reasons);
  }
  if (plan.nextStep)
    paragraphs.push(`${pick(NEXT_STEP, plan.variant)} ${attributed(plan.nextStep)}`);
  if (plan.askForContext && plan.style.asksAbout && plan.facts.length === 0) {
    paragraphs.push(`To make this specific to you, tell me ${plan.style.asksAbout}.`);
  }
  return paragraphs.join('\n\n');
}

/** A coach of the catalogue a decline can send the founder to. */
interface OtherCoach {
  name: string;
  link: string;
}

/**
 * A question the agent's knowledge does not cover: said plainly, with the catalogue's coach
 * that covers it when one does, else with what this coach covers.
 */
export function outsideKnowledge(
  agentName: string,
  topics: string[],
  fitting?: OtherCoach | null,
): string {
  const declined = `That is outside what I cover as ${agentName}, so I would rather not guess.`;
  if (fitting) {
    return `${declined} The [${fitting.name}](${fitting.link}) in our catalogue covers it: ask there and you will get a proper answer.`;
  }
  const covered = topics.length ? ` I can help with ${topics.slice(0, 5).join(', ')}.` : '';
  return `${declined}${covered} If it touches your startup, tell me how and I will take it from there.`;
}

/** Said before the closest guidance to a question the knowledge covers in part. */
export const partlyCovered = (words: string[]) =>
  words.length
    ? `My notes do not cover ${listed(words.map((w) => `"${w}"`))} specifically, so here is the closest guidance I have.`
    : 'My notes do not answer this exactly, so here is the closest guidance I have.';
