import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { FILE_READING_LIMITS } from '../../../../shared/constants';
import type { EngineFile, EngineTurn, HistoryTurn } from '../chat-engine';
import { buildIndex } from '../retrieval/bm25';
import { toPassages } from '../retrieval/knowledge-index';
import { retrievalQuery } from '../retrieval/retrieval-query';
import { retrieveWithinBudget } from '../retrieval/retrieve-within-budget';
import { CALCULATOR_GUIDANCE } from './calculator-tools';
import { languageSection } from './reply-language';

/** A stored or new message as the model reads it: our prompts are text only. */
export interface PromptMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface PromptBudget {
  /** Characters of knowledge in the system prompt; beyond it, passages are retrieved. */
  knowledgeChars: number;
  /** Characters of attached files' text in the user's message; beyond it, retrieved. */
  filesChars: number;
}

const OMITTED = '[…]';

function knowledgeSection(input: EngineTurn, budget: number) {
  const { knowledge } = input.agent;
  if (!knowledge.trim()) return '';
  const fits = knowledge.length <= budget;
  const text = fits
    ? knowledge
    : retrieveWithinBudget(input.knowledgeIndex().index, retrievalQuery(input), budget)
        .map((p) => p.text)
        .join(`\n\n${OMITTED}\n\n`);
  const note = fits
    ? 'Use this knowledge where it is relevant.'
    : `Use this knowledge where it is relevant. These are the parts most relevant to the question; the rest of the knowledge base was left out (${OMITTED} marks gaps).`;
  return `\n\n# Knowledge\n${note}\n<knowledge>\n${text}\n</knowledge>`;
}

/** The files' texts, whole when they fit in `budget`, else their passages most relevant to `query`. */
function filesWithin(files: EngineFile[], budget: number, query: string): EngineFile[] {
  const total = files.reduce((sum, file) => sum + file.text.length, 0);
  if (total <= budget) return files;
  // One source object per file: two files may share a name, so passages go back by identity.
  const sources = files.map((file) => ({ kind: 'file' as const, name: file.name }));
  const passages = toPassages(
    files.map((file, i) => ({ source: sources[i]!, text: file.text, passages: file.passages })),
  );
  const chosen = retrieveWithinBudget(buildIndex(passages), query, budget);
  return files.map((file, i) => ({
    name: file.name,
    truncated: file.truncated,
    text: chosen
      .filter((p) => p.source === sources[i])
      .map((p) => p.text)
      .join(`\n${OMITTED}\n`),
  }));
}

/** Said of a file longer than what is read of it, so the model does not take it for the whole. */
const READ_IN_PART = ` (a long file: only its first ${FILE_READING_LIMITS.textChars.toLocaleString('en-US')} characters were read)`;

function fileBlocks(files: EngineFile[]): string {
  return files
    .map((file) => {
      // A name is the sender's text: quoted as JSON so it cannot close the tag.
      const name = JSON.stringify(file.name);
      const part = file.truncated ? READ_IN_PART : '';
      return `\n\nAttached file ${name}${part}:\n<file name=${name}>\n${file.text}\n</file>`;
    })
    .join('');
}

function filesSection(input: EngineTurn, budget: number) {
  if (input.files.length === 0) return '';
  return fileBlocks(filesWithin(input.files, budget, retrievalQuery(input)));
}

/** Files of earlier messages stay readable: "and what does my plan say about hiring?" */
function earlierFilesSection(input: EngineTurn, budget: number) {
  if (input.earlierFiles.length === 0) return '';
  const files = filesWithin(input.earlierFiles, budget, retrievalQuery(input));
  return `\n\n# Files the person shared earlier in this conversation${fileBlocks(files)}`;
}

/** Where the person is (a wizard step): what to help with, and what they already answered. */
/** The name a widget's visitors know the agent by, which its instruction may not use. */
const nameSection = ({ presentedAs }: EngineTurn) =>
  presentedAs
    ? `\n\n# Your name here\nOn this website you are called "${presentedAs}": introduce and refer to yourself by that name only.`
    : '';

function settingSection(input: EngineTurn) {
  const { setting } = input;
  if (!setting) return '';
  const facts = setting.facts.length
    ? `\n\nWhat the person has answered so far:\n${setting.facts.map((f) => `- ${f}`).join('\n')}`
    : '';
  return `\n\n# Where the person is\n${setting.instructions}${facts}`;
}

const EMPTY_REPLY = '(no text in this reply)';

/**
 * A stored message as the model reads it later. Providers refuse empty text (Anthropic
 * answers 400), and a turn of files alone stored '', which would break the chat for good;
 * the files' names also tell the model what that turn was about.
 */
function storedUserTurn(turn: HistoryTurn): string {
  const files = turn.attachments?.length
    ? `[Attached: ${turn.attachments.map((name) => `"${name}"`).join(', ')}]`
    : '';
  if (!turn.content) return files ? `${files} (files sent without a message)` : '(empty message)';
  return files ? `${turn.content}\n\n${files}` : turn.content;
}

/**
 * The model's view of one turn: the agent's instruction as the system prompt with its
 * knowledge (retrieved by relevance when too long, never cut blindly), the stored
 * conversation window with the files shared earlier, and the message with its files; the
 * system prompt ends with the use of the calculator tools and the language to answer in.
 */
export function buildModelPrompt(
  input: EngineTurn,
  budget: PromptBudget,
): { system: string; messages: PromptMessage[] } {
  const instruction =
    input.agent.instruction.trim() || `You are ${input.agent.name}, a helpful coach.`;
  const history: PromptMessage[] = input.history.map((turn) =>
    turn.role === 'user'
      ? { role: 'user', content: storedUserTurn(turn) }
      : { role: 'assistant', content: turn.content || EMPTY_REPLY },
  );
  return {
    system:
      instruction +
      nameSection(input) +
      settingSection(input) +
      knowledgeSection(input, budget.knowledgeChars) +
      earlierFilesSection(input, Math.floor(budget.filesChars / 2)) +
      CALCULATOR_GUIDANCE +
      languageSection(input),
    messages: [
      ...history,
      {
        role: 'user',
        content:
          (input.message || 'I am sending you these files without a message.') +
          filesSection(input, budget.filesChars),
      },
    ],
  };
}

/** The prompt in the providers' own form (LanguageModelV3), which the step loop sends. */
export function toProviderPrompt(prompt: {
  system: string;
  messages: PromptMessage[];
}): LanguageModelV3Prompt {
  return [
    { role: 'system', content: prompt.system },
    ...prompt.messages.map(({ role, content }) => ({
      role,
      content: [{ type: 'text' as const, text: content }],
    })),
  ];
}
