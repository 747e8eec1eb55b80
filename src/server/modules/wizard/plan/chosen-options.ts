import type { WizardAnswerValue, WizardStep } from '../../../../shared/schemas/wizard';

type WizardOption = WizardStep['question']['options'][number];

/** Words for any raise of equity: a bootstrapper's plan has no round in it. */
const RAISING = ['raise', 'raising', 'round', 'fundraising', 'investor', 'seed', 'pre-seed'];

/** Other names knowledge gives an option ("angels" for angel investors). */
const ALSO_CALLED: Record<string, string[]> = {
  'limited liability company': ['LLC'],
  corporation: ['corp', 'C corporation', 'C-corp'],
  'sole proprietorship': ['sole proprietor', 'sole trader'],
  'angel investors': ['angels', 'angel', ...RAISING],
  'venture capital': ['VC', 'VCs', 'venture fund', 'venture funds', ...RAISING],
  'friends and family': RAISING,
  bootstrapping: ['bootstrapped', 'bootstrap'],
};

/** A name as words without their plural, so "LLCs" meets "LLC" and "angels" meets "angel". */
type Name = string[];

/**
 * Words lower-cased and singular. Not the retrieval stemmer: it makes "corporate" (law, tax)
 * a corporation and "limited" (liability) a limited company.
 */
const wordsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []).map((word) =>
    word.length <= 3
      ? word
      : word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.endsWith('s') && !word.endsWith('ss')
          ? word.slice(0, -1)
          : word,
  );

/**
 * What an option is called: its text before any "(…)" or "from …" ("Bootstrapping from
 * revenue" is bootstrapping), each part of an "or" ("Grants or bank loans"), the specific
 * names in brackets ("LLC", "C-corp"; not a plain word like "equivalent"), and other names.
 */
function namesOf(option: WizardOption): Name[] {
  const [head = '', bracket = ''] = option.text.split(/\s*\(/);
  const main = head.split(/\s+(?:from|with|for|to)\s+/i)[0]!;
  const parts = [
    ...main.split(/\s+or\s+|,\s*/i),
    ...bracket
      .replace(/\)\s*$/, '')
      .split(/\s+or\s+|,\s*/i)
      .filter((part) => /[A-Z]|-|\s/.test(part.trim())),
  ];
  const names = parts.flatMap((part) => [part, ...(ALSO_CALLED[part.trim().toLowerCase()] ?? [])]);
  return names.map((name) => wordsOf(name)).filter((name) => name.length > 0);
}

const contains = (words: string[], name: Name) =>
  words.some((_, i) => name.every((word, j) => words[i + j] === word));

/** The options of one step: the founder's and the others. */
interface StepChoice {
  chosen: Name[];
  others: Name[];
}

/** For every answered step with options, the names of the chosen option and of the rest. */
export function choicesOf(
  steps: WizardStep[],
  answers: Record<string, WizardAnswerValue>,
): StepChoice[] {
  return steps.flatMap((step) => {
    const options = step.question.type === 'options' ? step.question.options : [];
    const chosen = options.find((o) => o.value === answers[step.id]);
    if (!chosen) return [];
    const others = options.filter((o) => o !== chosen).flatMap(namesOf);
    return [{ chosen: namesOf(chosen), others }];
  });
}

/** A sentence's subject sits in its first words ("LLCs suit bootstrapped businesses…"). */
const SUBJECT_WORDS = 10;

/**
 * Whether a sentence is about an option the founder did not choose: one is named in its
 * opening words, and theirs is named nowhere in it ("Unlike an LLC, a corporation…" stays
 * for a corporation's founder).
 */
export function aboutAnotherOption(sentence: string, choices: StepChoice[]): boolean {
  const opening = wordsOf(sentence.split(/\s+/, SUBJECT_WORDS).join(' '));
  const passedOver = choices.filter(({ others }) => others.some((name) => contains(opening, name)));
  if (passedOver.length === 0) return false;
  const words = wordsOf(sentence);
  return passedOver.some(({ chosen }) => !chosen.some((name) => contains(words, name)));
}
