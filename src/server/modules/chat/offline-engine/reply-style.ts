import { splitSentences } from '../retrieval/sentences';

/** How an agent's instruction wants its replies to read, recognised from its words. */
export interface ReplyStyle {
  /** Reasons as a list ("structured", "bullet points", "step by step"). */
  structured: boolean;
  /** Fewer sentences ("concise", "brief", "short answers"). */
  concise: boolean;
  /** What the coach asks before advising, said to the founder ("your stage, sector, ..."). */
  asksAbout: string | null;
}

const STRUCTURED = /\b(?:structured|bullet|numbered|step[- ]by[- ]step|checklists?)\b/i;
const CONCISE = /\b(?:concise|brief|short answers?|succinct|to the point)\b/i;
/** "Before advising, ask about ...", "Start by understanding ...", "find out where ...: ...". */
const ASKING =
  /(?:^|,\s*|\bby\s+|^first\s+)(?:ask(?:ing)?(?: about| for)?|find out|understand(?:ing)?)\s+/i;
const MAX_ASKED_ITEMS = 3;

const toFounder = (item: string) =>
  item
    .replace(/\bthe founders?(?:'s|s)?\b/gi, 'you')
    .replace(/^(?:the|their)\b/i, 'your')
    .replace(
      /\b(?:the|their)\s+(?=(?:product|company|deck|audience|target|business|customers?|price|role|team|market)\b)/gi,
      'your ',
    )
    .replace(/\bthey\b/gi, 'you')
    .trim();

function askedItems(instruction: string): string | null {
  const sentence = splitSentences(instruction).find((s) => ASKING.test(s));
  if (!sentence) return null;
  const afterVerb = sentence.slice(ASKING.exec(sentence)!.index).replace(ASKING, '');
  const colon = afterVerb.indexOf(':');
  const clause = (colon >= 0 ? afterVerb.slice(colon + 1) : afterVerb.split(/\s+before\b/i)[0]!)
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[.!]+$/, '');
  const items = clause
    .split(/,\s*(?:and\s+)?/)
    .filter(Boolean)
    .slice(0, MAX_ASKED_ITEMS);
  if (items.length === 0) return null;
  const said = items.map(toFounder).join(', ');
  // "stage, sector, geography" is about them: "your stage, sector, geography".
  return /^(?:your|what|who|how|where|whether|when|why|you)\b/i.test(said) ? said : `your ${said}`;
}

export function styleOf(instruction = ''): ReplyStyle {
  return {
    structured: STRUCTURED.test(instruction),
    concise: CONCISE.test(instruction),
    asksAbout: askedItems(instruction),
  };
}
