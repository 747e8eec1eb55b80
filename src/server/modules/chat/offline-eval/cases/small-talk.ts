import type { EvalCase } from '../eval-case';
import {
  asked,
  conversation,
  FINANCE,
  FUNDRAISING,
  GTM,
  HIRING,
  PITCH,
  PMF,
  PRICING,
  SETUP,
} from './coaches';

/**
 * Greetings, thanks and "what can you do?": a warm reply saying what this coach helps with,
 * never a refusal. Key facts are the coach's own topics, which its offer names.
 */
export const smallTalkCases: EvalCase[] = [
  asked('talk-hi-finance', FINANCE, 'small-talk', 'hi', [
    ['runway', 'burn', 'unit economics', 'cash'],
  ]),
  asked('talk-hey-pricing', PRICING, 'small-talk', 'hey there!', [['pricing', 'price']]),
  asked('talk-what-can-you-do-fundraising', FUNDRAISING, 'small-talk', 'what can you do?', [
    ['fundrais', 'round', 'investor', 'raise'],
  ]),
  asked('talk-good-morning-gtm', GTM, 'small-talk', 'good morning :)', [
    ['customer', 'channel', 'positioning', 'sales'],
  ]),
  asked('talk-who-are-you-hiring', HIRING, 'small-talk', 'who are you?', [
    ['hire', 'hiring', 'equity', 'interview'],
  ]),
  asked('talk-how-does-this-work-pitch', PITCH, 'small-talk', 'hello, how does this work?', [
    ['deck', 'pitch', 'slide'],
  ]),
  asked('talk-yo-setup', SETUP, 'small-talk', 'yo', [
    ['llc', 'c corporation', 'entity', '83(b)', 'vesting', 'founder agreement'],
  ]),
  asked(
    'talk-what-do-you-help-pmf',
    PMF,
    'small-talk',
    'hi! what kind of stuff can you help me with',
    [['product-market fit', 'retention', 'sean ellis', 'discovery']],
  ),
  asked('talk-oi-pricing', PRICING, 'small-talk', 'oi', [['pricing', 'price']], { language: 'pt' }),
  asked(
    'talk-hola-gtm',
    GTM,
    'small-talk',
    'hola, ¿qué puedes hacer?',
    [['customer', 'channel', 'positioning', 'sales']],
    { language: 'es' },
  ),
  asked(
    'talk-bonjour-pitch',
    PITCH,
    'small-talk',
    'bonjour ! tu peux m’aider avec quoi ?',
    [['deck', 'pitch', 'slide']],
    {
      language: 'fr',
    },
  ),
  conversation(
    'talk-thanks-finance',
    FINANCE,
    'small-talk',
    ['how often should we close the books?', 'thanks!'],
    [['runway', 'burn', 'unit economics', 'cash']],
  ),
  conversation(
    'talk-thx-hiring',
    HIRING,
    'small-talk',
    ['what vesting schedule is standard for employees?', 'thx, super helpful'],
    [['hire', 'hiring', 'equity', 'interview']],
  ),
  conversation(
    'talk-merci-fundraising',
    FUNDRAISING,
    'small-talk',
    ['how long does a seed round take to close?', 'merci'],
    [['fundrais', 'round', 'investor', 'raise']],
    { language: 'fr' },
  ),
  conversation(
    'talk-ok-cool-setup',
    SETUP,
    'small-talk',
    ['do i need a lawyer to incorporate?', 'ok cool. what else can you help with?'],
    [['llc', 'c corporation', 'entity', '83(b)', 'vesting', 'founder agreement']],
  ),
];
