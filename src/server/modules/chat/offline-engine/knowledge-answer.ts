import { fittingCoach } from '../coach-directory';
import { readFigures, type FigureReading } from '../founder-math';
import { detectLanguage, englishSearchTerms, type ReplyLanguage } from '../language';
import { buildIndex, type Bm25Index } from '../retrieval/bm25';
import { toPassages, type KnowledgeIndex } from '../retrieval/knowledge-index';
import type { PassageSource } from '../retrieval/passages';
import { retrievalQuery } from '../retrieval/retrieval-query';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';
import { actReply } from './act-reply';
import { planAnswer } from './answer-plan';
import { composeReply, outsideKnowledge, partlyCovered } from './compose-reply';
import { answerAboutFile } from './file-answer';
import { founderFacts } from './founder-facts';
import { wordsTheKnowledgeKnows } from './known-words';
import { recogniseFollowUpAct } from './follow-up-acts';
import type { OfflineReplyInput } from './offline-engine';
import { shapeOf } from './question-shape';
import { styleOf } from './reply-style';
import { recogniseSmallTalk, smallTalkOpening, smallTalkReply } from './small-talk';
import { topicNames } from './starter-questions';
import type { ToolResult } from './tool-results';

export interface Answer {
  text: string;
  sources: PassageSource[];
  /** Whether the answer is in the founder's language already (knowledge written in it). */
  inLanguage: boolean;
}

/** Pages just read, files attached now and files attached earlier: what the person brought. */
function broughtIndex(input: OfflineReplyInput, toolResults: ToolResult[]): Bm25Index {
  return buildIndex(
    toPassages([
      ...toolResults.flatMap((r) =>
        r.kind === 'page' || r.kind === 'video'
          ? [{ source: { kind: r.kind, title: r.title, url: r.url }, text: r.text }]
          : [],
      ),
      ...input.files.map((file) => ({
        source: { kind: 'file' as const, name: file.name },
        text: file.text,
        passages: file.passages,
      })),
      ...(input.earlierFiles ?? []).map((file) => ({
        source: { kind: 'file' as const, name: file.name, earlier: true },
        text: file.text,
        passages: file.passages,
      })),
    ]),
  );
}

/**
 * The screen's facts that speak to the message ("how much runway do I have?" finds the
 * runway line): what the coach can say when its knowledge does not cover the question.
 */
function factsAbout(message: string, facts: string[]): string[] {
  const asked = new Set(tokenize(message).filter((t) => !GENERIC_TERMS.has(t)));
  return facts.filter((fact) => tokenize(fact).some((t) => asked.has(t)));
}

/** Deterministic variety: the same message always picks the same wording. */
const variantOf = (text: string) =>
  [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Topic labels as a sentence names them: "runway and burn", but "LLC" and "Sean Ellis test". */
const topicsInSentence = (knowledge: KnowledgeIndex) =>
  topicNames(knowledge).map((name) =>
    /[A-Z]/.test(name.slice(1)) || /^[A-Z]\b/.test(name)
      ? name
      : name.charAt(0).toLowerCase() + name.slice(1),
  );

const TIME_UNITS =
  /\b(?:per|a|an|each|every)?\s*(?:months?|monthly|years?|yearly|annual(?:ly)?|weeks?|weekly|days?|mo)\b/gi;

/** The founder's figures worked out: said before anything else. */
const leadOf = (figures: FigureReading) =>
  figures?.kind === 'calculation' ? figures.calculation.text : '';
/** The one question that would make the computation possible: asked after the answer. */
const askOf = (figures: FigureReading) => (figures?.kind === 'missing' ? figures.question : '');

/**
 * The figures' topic joins the search: "…$15k per month. How long?" is runway, and "is $29
 * per month too cheap?" is pricing.
 */
function topicOf(figures: FigureReading): string {
  const subject = figures?.subject ?? '';
  if (figures?.kind === 'calculation') return `${figures.calculation.title} ${subject}`;
  if (figures?.kind === 'missing') return `${figures.calculator.replaceAll('_', ' ')} ${subject}`;
  return subject;
}

/**
 * The answer under the language note and tool notes: small talk, an act on the previous
 * answer, or the founder's figures worked out followed by what the knowledge says.
 */
export function answerOf(
  input: OfflineReplyInput,
  toolResults: ToolResult[],
  notes: string[],
  language: ReplyLanguage,
): Answer {
  const untouched = input.files.length === 0 && toolResults.length === 0;
  const chat = untouched ? recogniseSmallTalk(input.message) : null;
  if (chat) {
    const text = smallTalkReply(chat.kind, input.agent, input.knowledge);
    return { text, sources: [], inLanguage: false };
  }
  const act = untouched && input.history.length > 0 ? recogniseFollowUpAct(input.message) : null;
  const acted = act ? actReply({ ...input, act }) : null;
  if (acted) return { ...acted, inLanguage: false };

  const earlier = input.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const files = [...(input.earlierFiles ?? []).toReversed(), ...input.files].map((f) => f.text);
  const figures = readFigures(input.message, earlier, files);
  const lead = leadOf(figures);
  const ask = askOf(figures);
  // English knowledge is searched with the English words of a message in another language.
  const english =
    language === 'en'
      ? ''
      : [
          englishSearchTerms(input.message, language),
          wordsTheKnowledgeKnows(input.message, input.knowledge.index),
        ]
          .filter(Boolean)
          .join(' ');
  const searched = english ? { ...input, message: english } : input;
  // Under a computation, the knowledge speaks to its topic: "a month" in "$8k a month" would
  // otherwise find every passage about monthly reporting.
  const asked = lead ? retrievalQuery(searched).replace(TIME_UNITS, ' ') : retrievalQuery(searched);
  const query = `${asked} ${topicOf(figures)}`.trim();
  const shape = shapeOf(searched.message || query, query);
  const brought = broughtIndex(input, toolResults);
  const plan = planAnswer({
    input: searched,
    query,
    shape: lead ? { ...shape, narrow: true } : shape,
    brought,
    pages: toolResults.length > 0,
    english: language === 'en',
  });
  // "Here's our draft founders agreement. What are we missing?": their file, line by line.
  const aboutFile = answerAboutFile({ input: searched, shape, plan });
  if (aboutFile) {
    const text = [lead, aboutFile.text, ask].filter(Boolean).join('\n\n');
    return { text, sources: aboutFile.sources, inLanguage: false };
  }
  if (!plan) {
    if (lead || ask) return { text: lead || ask, sources: [], inLanguage: false };
    const known = factsAbout(input.message, input.screenFacts ?? []);
    // "How does this work?" names no topic at all: the coach introduces itself.
    // In another language, its glossary words are what it names ("tu peux m'aider ?": none).
    const named = language === 'en' ? input.message : english;
    const namesNothing = tokenize(named).every((t) => GENERIC_TERMS.has(t));
    if (namesNothing && !notes.length && !known.length && input.files.length === 0) {
      const text = smallTalkReply('capabilities', input.agent, input.knowledge);
      return { text, sources: [], inLanguage: false };
    }
    // "thnks a lot, realy helpful": opened with small talk, and no catalogue coach's topic.
    const opening = smallTalkOpening(input.message);
    const fitting = fittingCoach(input.message, input.otherCoaches ?? [], input.agent.name);
    if (opening && !fitting && !notes.length && !known.length && input.files.length === 0) {
      const text = smallTalkReply(opening, input.agent, input.knowledge);
      return { text, sources: [], inLanguage: false };
    }
    const text = notes.length
      ? ''
      : known.length
        ? `From your answers so far:\n\n${known.map((fact) => `- ${fact}`).join('\n')}`
        : outsideKnowledge(input.agent.name, topicsInSentence(input.knowledge), fitting);
    return { text, sources: [], inLanguage: false };
  }
  // Their own words told back in English; in another language, the figures read from them.
  const told = language === 'en' ? founderFacts(input.message, input.history, query) : [];
  const facts = told.length > 0 ? told : (figures?.facts ?? []);
  const reply = composeReply({
    agentName: input.agent.name,
    style: styleOf(input.agent.instruction),
    shape,
    facts: lead ? [] : facts,
    parts: plan.parts,
    nextStep: plan.nextStep,
    askForContext: !lead && !ask && !input.history.some((turn) => turn.role === 'coach'),
    variant: variantOf(input.message),
    ownTerms: new Set(tokenize(input.message).filter((t) => !GENERIC_TERMS.has(t))),
  });
  const partial = plan.partial && !lead ? partlyCovered(plan.notCovered) : '';
  const direct = plan.parts[0]?.direct.text ?? '';
  return {
    text: [lead, partial, reply, ask].filter(Boolean).join('\n\n'),
    sources: plan.sources,
    inLanguage: language !== 'en' && detectLanguage(direct, 'en') === language,
  };
}
