import type { WizardAnswerValue, WizardQuestion } from '../../../shared/schemas/wizard';
import { DomainError } from '../../domain-error';

const invalidAnswer = (message: string) =>
  new DomainError('unprocessable', 'invalid_answer', message);

const MULTIPLIERS: Record<string, number> = { k: 1e3, m: 1e6, mn: 1e6, bn: 1e9, b: 1e9 };
/** Currency marks and words people type around amounts: "€25k", "25,000 EUR". */
const CURRENCY = /[€$£¥]|\b(?:eur|euros?|usd|dollars?|gbp|pounds?)\b/gi;

/** Which of "," and "." separates the decimals: the last one, unless it groups thousands. */
function withDecimalPoint(digits: string): string {
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    return digits.replaceAll(grouping, '').replace(decimal, '.');
  }
  const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : '';
  if (!mark) return digits;
  const parts = digits.split(mark);
  // "25,000" and "1.250.000" group thousands; "12,5" and "12.75" are decimals.
  const groupsThousands = parts.length > 2 || parts[1]!.length === 3;
  return groupsThousands ? parts.join('') : parts.join('.');
}

/** A number as people write it: "25000", "25,000.50", "25.000,50", "€25k", "1.5m"; else null. */
export function readNumber(typed: string): number | null {
  const text = typed
    .replace(CURRENCY, '')
    .replace(/[\s_']/g, '')
    .toLowerCase();
  const match = /^(-?[\d.,]*\d)(k|m|mn|bn|b)?$/.exec(text);
  if (!match) return null;
  const normal = withDecimalPoint(match[1]!);
  if (!/^-?\d+(?:\.\d+)?$/.test(normal)) return null;
  const value = Number(normal) * (match[2] ? MULTIPLIERS[match[2]]! : 1);
  return Number.isFinite(value) ? value : null;
}

const plain = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

function numberAnswer(question: WizardQuestion, answer: string | number): number {
  const whole = question.type === 'int';
  const value = typeof answer === 'number' ? answer : readNumber(answer);
  const example = question.placeholder?.replace(/^e\.g\.\s*/, '') ?? (whole ? '3' : '25000');
  if (value === null || !Number.isFinite(value)) {
    throw invalidAnswer(
      whole
        ? `Please enter a whole number, for example ${example}.`
        : `Please enter a number, for example ${example}.`,
    );
  }
  if (whole && !Number.isInteger(value)) {
    throw invalidAnswer(`Please enter a whole number, for example ${example}.`);
  }
  const { min, max } = question;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    const range =
      min !== undefined && max !== undefined
        ? `between ${plain(min)} and ${plain(max)}`
        : min !== undefined
          ? `of at least ${plain(min)}`
          : `of at most ${plain(max!)}`;
    throw invalidAnswer(`Please enter a number ${range}.`);
  }
  return whole ? value : Math.round(value * 100) / 100;
}

/**
 * An answer as typed, checked and stored by the step's type: an option's value (its text is
 * accepted too), trimmed text, or a parsed number. What cannot be read is refused with a
 * sentence saying what to type, rather than stored as 0.
 */
export function parseAnswer(question: WizardQuestion, answer: string | number): WizardAnswerValue {
  if (question.type === 'int' || question.type === 'float') return numberAnswer(question, answer);
  const text = String(answer).trim();
  if (!text) throw invalidAnswer('Type an answer first.');
  if (question.type === 'freetext') return text;
  const lower = text.toLowerCase();
  const option = question.options.find(
    (o) => o.value.toLowerCase() === lower || o.text.toLowerCase() === lower,
  );
  if (!option) {
    throw invalidAnswer(`Choose one of: ${question.options.map((o) => o.text).join('; ')}.`);
  }
  return option.value;
}
