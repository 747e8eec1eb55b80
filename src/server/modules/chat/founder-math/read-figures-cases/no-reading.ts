import { RUNWAY_EN } from './phrasing';
import type { Phrasing } from './phrasing';

/** Knowledge questions, small talk and words that look like figures: no reading. */
export const NO_READING: Phrasing[] = [
  { message: 'What LTV to CAC ratio should we aim for?', expected: null },
  { message: 'How much runway should we have after a raise?', expected: null },
  { message: 'What is a good burn multiple?', expected: null },
  { message: 'hi', expected: null },
  { message: 'Can you explain that in simpler terms?', earlier: [RUNWAY_EN], expected: null },
  { message: 'Is it safe to hire now?', expected: null },
  { message: 'Our team grew a lot in 2024, what should we do in Q3?', expected: null },
  { message: 'Quel est un bon taux de churn ?', expected: null },
  { message: 'Qual deve ser o nosso runway ideal?', expected: null },
  { message: 'Is a B2B SaaS with 3x growth good?', expected: null },
  { message: 'We have 18 months of runway', expected: null },
  { message: 'My cofounder and I split 60/40. Is that fair?', expected: null },
  { message: 'Nous avons 300 000 € de trésorerie', expected: { facts: ['€300,000 in the bank'] } },
  { message: 'I have 10 years of experience in fintech', expected: null },
];
