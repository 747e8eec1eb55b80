import { runCalculator } from './calculators';
import { money } from './format';
import type { ReadFigure } from './reading/assign-roles';
import { buildInput, withDerived } from './reading/build-input';
import { isNormative } from './reading/calculator-words';
import { factOf } from './reading/facts';
import type { FigureReading } from './reading/figure-reading';
import { NEEDS, missingQuestion } from './reading/needs';
import { readMessage } from './reading/read-message';
import { subjectOf } from './reading/subject-words';
import { tableAsText } from './reading/table-text';
import { burnWorkedOut } from './reading/burn-worked-out';
import type { Conversation } from './reading/read-message';
import type { CalculatorId, Currency } from './types';

/** The currency the founder wrote in this message, else earlier, else dollars. */
function currencyOf(own: ReadFigure[], conversation: Conversation): Currency {
  const written = [...own, ...conversation.known.values()].find((figure) => figure.currency);
  return written?.currency ?? '$';
}

function factsOf(figures: ReadFigure[], currency: Currency, folded: string): string[] {
  const facts = figures.flatMap((figure) => factOf(figure, currency, folded) ?? []);
  return [...new Set(facts)];
}

const AVERAGE = /\b(?:average|avg|mean|typical month|media|promedio|moyenne)\b/i;
/** The knowledge's advice: runway on a three-month average burn, since months are noisy. */
const AVERAGED_ROWS = 3;

/**
 * Files the founder shared (a P&L, a metrics sheet), then the earlier messages in order (as
 * answering `prior` when given), then this one. A file gives figures, never the question:
 * "SAFE" in a round plan does not make "is it enough?" a SAFE conversion.
 */
function readConversation(
  message: string,
  earlier: string[],
  prior: CalculatorId | null,
  documents: string[],
) {
  const conversation: Conversation = { known: new Map(), lastCalculator: prior };
  // "What is our runway at our average burn?": a sheet's last three months, averaged.
  const averaged = AVERAGE.test(message) ? { average: AVERAGED_ROWS } : {};
  for (const text of documents) {
    readMessage(tableAsText(text, averaged), conversation);
    conversation.lastCalculator = prior;
  }
  for (const text of earlier) readMessage(text, conversation);
  const known = new Map(conversation.known);
  const reading = readMessage(message, conversation);
  return { conversation, known, reading };
}

/**
 * Reads the founder's figures: this message's, with the earlier user messages (oldest first)
 * as context, into a calculation, a question for what is missing, or the facts recognised.
 */
export function readFigures(
  message: string,
  earlierUserMessages: string[],
  documents: string[] = [],
): FigureReading {
  let { conversation, known, reading } = readConversation(
    message,
    earlierUserMessages,
    null,
    documents,
  );
  // "We're at $19 and thinking of $25." then "how much churn could we take?": the earlier
  // figures are read again knowing the question, so the $25 is the new price.
  const asked = reading.calculator;
  const before = earlierUserMessages.length + documents.length;
  if (asked && conversation.lastCalculator !== null && before > 0) {
    const again = readConversation(message, earlierUserMessages, asked, documents);
    if (again.reading.calculator === asked && again.conversation.known.size > known.size) {
      ({ conversation, known, reading } = again);
    }
  }
  const own = reading.figures.filter((figure) => figure.role);
  const currency = currencyOf(own, conversation);
  const calculator = reading.calculator;
  const ownFacts = factsOf(own, currency, reading.folded);
  const subject = subjectOf(own);
  if (!calculator || (own.length === 0 && isNormative(reading.folded))) {
    return ownFacts.length > 0 ? { kind: 'facts', facts: ownFacts, subject } : null;
  }
  const need = NEEDS[calculator];
  const values = withDerived(conversation.known);
  const inputs = [...need.required, ...need.optional];
  if (!inputs.some((role) => values.has(role))) {
    return ownFacts.length > 0 ? { kind: 'facts', facts: ownFacts, subject } : null;
  }
  const used = inputs.flatMap((role) => {
    const figure = conversation.known.get(role);
    return figure && !own.includes(figure) && known.get(role) === figure ? [figure] : [];
  });
  const facts = [...factsOf(used, currency, ''), ...ownFacts];
  // Default alive: costs follow from burn once revenue is known, so ask for revenue only.
  const derivable = (role: string) =>
    calculator === 'default_alive' && role === 'expenses' && values.has('burn');
  const missing = need.required.filter((role) => !values.has(role) && !derivable(role));
  if (missing.length > 0) {
    const price = values.get('price');
    const question = missingQuestion(calculator, missing, price ? money(price, currency) : null);
    return { kind: 'missing', calculator, question, facts, subject };
  }
  // Figures the schema refuses (a 150% margin) stay facts rather than a wrong calculation.
  const run = runCalculator(
    calculator,
    buildInput(calculator, values, conversation.known, currency),
  );
  if (!run.ok) return { kind: 'facts', facts, subject };
  // "We spend £45k and bring in £20k": the net burn the runway divides by is shown worked out.
  const derived = burnWorkedOut(calculator, conversation.known, values, currency);
  const calculation = derived
    ? { ...run.calculation, text: `${derived}\n${run.calculation.text}` }
    : run.calculation;
  return { kind: 'calculation', calculation, facts, subject };
}
