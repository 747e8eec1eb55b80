import type { KnowledgeIndex } from '../retrieval/knowledge-index';
import { splitSentences } from '../retrieval/sentences';
import { tokenize } from '../retrieval/tokenize';
import {
  GENERIC_TEMPLATES,
  shapedQuestions,
  withDeterminer,
  type TopicQuestion,
} from './topic-questions';

const STARTERS = 3;
/** Topics weighed for questions: a long knowledge's first ones are enough to pick from. */
const TOPICS_READ = 16;
/**
 * Besides a topic's own passage, the knowledge is read this far for how it uses the label
 * ("taxed as ... a C corporation"): all of a seeded coach's, a bounded cost on 1 MB.
 */
const CONTEXT_CHARS = 12_000;
/** Passages read for their sentences' subjects, when the knowledge has no topic labels. */
const PASSAGES_READ = 48;
/** Forms that fit a whole family of topics ("Do I need an LLC?", "...a C corporation?"). */
const FAMILY_TEMPLATES = new Set(['need']);
/** When the knowledge gives too few questions, these are still worth asking any coach. */
const LAST_RESORT = [
  'Where should I start?',
  'What mistakes should I avoid?',
  'What would you do first in my place?',
];

const LABEL = /^\s*([^.:\n]{2,40}):/;

/**
 * The knowledge's topics as its author wrote them ("LTV to CAC and payback", "SAFEs vs
 * priced rounds"), not lower-cased as the index keeps them; a first word that is not an
 * acronym or part of a name is lower-cased to sit inside a sentence.
 */
export function topicNames(knowledge: KnowledgeIndex): string[] {
  return labelledTopics(knowledge).map(({ label }) => label);
}

/** Per knowledge index (kept per agent version, never changed): read once, not per greeting. */
const labelsOf = new WeakMap<KnowledgeIndex, Array<{ label: string; text: string }>>();
const startersOf = new WeakMap<KnowledgeIndex, string[]>();

function labelledTopics(knowledge: KnowledgeIndex): Array<{ label: string; text: string }> {
  let labelled = labelsOf.get(knowledge);
  if (!labelled) labelsOf.set(knowledge, (labelled = readLabels(knowledge)));
  return labelled;
}

/** Each topic's label as written and the passage it opens (read for how it uses the label). */
function readLabels(knowledge: KnowledgeIndex): Array<{ label: string; text: string }> {
  const opened = new Map<string, { label: string; text: string }>();
  for (const { text } of knowledge.index.passages) {
    const label = LABEL.exec(text)?.[1]?.trim();
    if (label && !opened.has(label.toLowerCase())) opened.set(label.toLowerCase(), { label, text });
  }
  return knowledge.topics.map((topic) => {
    const { label = topic, text = '' } = opened.get(topic) ?? {};
    return { label: sentenceCase(label), text };
  });
}

function sentenceCase(label: string): string {
  const inName = /\s\p{Lu}\p{Ll}/u.test(label);
  return !inName && /^\p{Lu}\p{Ll}/u.test(label)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
}

/** "a sole proprietorship", "my churn rate": the subjects of the passages' first sentences. */
function sentenceSubjects(knowledge: KnowledgeIndex): string[] {
  const subjects: string[] = [];
  for (const { text } of knowledge.index.passages.slice(0, PASSAGES_READ)) {
    const opening = splitSentences(text)[0] ?? '';
    const subject =
      /^(?:(?:In|For|At|On|With) [^,]{1,40}, )?((?:(?:a|an|the|your) )?[\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,3}) (?:is|are|means|helps|lets|makes|starts|gives|works|needs|should|can|must)\b/iu.exec(
        opening,
      )?.[1];
    if (!subject || /\b(?:it|this|that|these|those|they|we|i|you|he|she)\b/i.test(subject)) {
      continue;
    }
    if (tokenize(subject).length === 0) continue;
    const phrase = subject
      .replace(/^your /i, 'my ')
      .replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase());
    subjects.push(phrase);
  }
  return subjects;
}

/**
 * Three questions to start from, from the coach's own topics: each in a different form,
 * those whose shape says most first, shown in the knowledge's order. Knowledge without
 * topic labels gives questions about its sentences' subjects. Deterministic.
 */
export function starterQuestions(knowledge: KnowledgeIndex): string[] {
  let questions = startersOf.get(knowledge);
  if (!questions) startersOf.set(knowledge, (questions = pickQuestions(knowledge)));
  return [...questions];
}

function pickQuestions(knowledge: KnowledgeIndex): string[] {
  let context = '';
  for (const { text } of knowledge.index.passages) {
    if (context.length >= CONTEXT_CHARS) break;
    context += `${text}\n\n`;
  }
  const topics = labelledTopics(knowledge)
    .slice(0, TOPICS_READ)
    .map(({ label, text }, order) => {
      const read = `${text}\n\n${context}`;
      return { label, order, read, shaped: shapedQuestions(label, read) };
    });
  const usedTemplates = new Set<string>();
  const picked: Array<{ order: number; question: string }> = [];
  const take = (order: number, q: TopicQuestion) => {
    usedTemplates.add(q.template);
    picked.push({ order, question: q.question });
  };
  const pickedTopic = (order: number) => picked.some((p) => p.order === order);
  // Shaped questions first (the family forms last), then the rest in the generic forms,
  // leaving out a family's other members ("Do I need an LLC?" says enough of entity types).
  for (const family of [false, true]) {
    for (const { order, shaped } of topics) {
      const q = shaped.find(
        (s) => FAMILY_TEMPLATES.has(s.template) === family && !usedTemplates.has(s.template),
      );
      if (q && picked.length < STARTERS) take(order, q);
    }
  }
  const familyMember = (shaped: TopicQuestion[]) =>
    shaped.some((s) => FAMILY_TEMPLATES.has(s.template) && usedTemplates.has(s.template));
  for (const leaveOutFamily of [true, false]) {
    for (const { label, order, read, shaped } of topics) {
      if (picked.length >= STARTERS || pickedTopic(order)) continue;
      if (leaveOutFamily && familyMember(shaped)) continue;
      const generic = GENERIC_TEMPLATES.find(([template]) => !usedTemplates.has(template));
      const np = withDeterminer(label, read);
      if (generic) take(order, { template: generic[0], question: generic[1](np) });
    }
  }
  const questions = picked.sort((a, b) => a.order - b.order).map((p) => p.question);
  // Knowledge without labels (a person's own agent): its sentences' subjects, in turn.
  const fromSentences =
    questions.length < STARTERS
      ? sentenceSubjects(knowledge).map((subject, i) =>
          GENERIC_TEMPLATES[i % GENERIC_TEMPLATES.length]![1](subject),
        )
      : [];
  for (const question of [...fromSentences, ...LAST_RESORT]) {
    if (questions.length >= STARTERS) break;
    if (!questions.includes(question)) questions.push(question);
  }
  return questions;
}
