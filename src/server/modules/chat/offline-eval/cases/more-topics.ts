import type { EvalCase } from '../eval-case';
import { asked, FINANCE, FUNDRAISING, GTM, HIRING, PITCH, PMF, PRICING, SETUP } from './coaches';
import { knowledgeOpenings, REDIRECT } from './off-topic';

const declined = (coach: string) => ({
  expectRefusal: true,
  mustNot: knowledgeOpenings(coach),
});

/** Questions foreign to the coach: declined, with no passage of its knowledge. */
export const moreOffTopicCases: EvalCase[] = [
  asked(
    'off-visa-to-pricing',
    PRICING,
    'off-topic',
    'how do i get a us work visa as a founder?',
    [REDIRECT],
    declined(PRICING),
  ),
  asked(
    'off-football-gtm',
    GTM,
    'off-topic',
    'who won the champions league last year?',
    [REDIRECT],
    declined(GTM),
  ),
  asked(
    'off-python-pmf',
    PMF,
    'off-topic',
    'my python script crashes with a KeyError, can you fix it?',
    [REDIRECT],
    declined(PMF),
  ),
  asked(
    'off-weather-hiring',
    HIRING,
    'off-topic',
    "what's the weather in lisbon tomorrow",
    [REDIRECT],
    declined(HIRING),
  ),
  asked(
    'off-book-setup',
    SETUP,
    'off-topic',
    'recommend me a good sci-fi novel for the holidays',
    [REDIRECT],
    declined(SETUP),
  ),
  asked(
    'off-lasagna-pitch',
    PITCH,
    'off-topic',
    'best lasagna recipe?',
    [REDIRECT],
    declined(PITCH),
  ),
];

/**
 * Questions the knowledge covers only in part, or wrapped in friendly filler: the closest
 * guidance, never a decline.
 */
export const partlyCoveredCases: EvalCase[] = [
  asked(
    'part-hardware-pricing',
    PRICING,
    'factual',
    'we sell a hardware sensor to restaurants, how should we think about pricing it?',
    [['value the customer receives', 'cost to serve', '10-20%']],
  ),
  asked(
    'part-angels-germany',
    FUNDRAISING,
    'factual',
    "we're based in berlin, how do we find angels for our pre-seed?",
    [['warm introductions', '50-100', 'angels']],
  ),
  asked(
    'part-remote-hire-brazil',
    HIRING,
    'factual',
    'we want to hire our first engineer remotely from brazil, what should we watch out for?',
    [['local employment law', 'local law']],
  ),
  asked(
    'part-filler-seed-size',
    FUNDRAISING,
    'numeric',
    'hey, quick question from our standup this morning, sorry if it is basic: how much should we raise for a seed?',
    [['18-24 months']],
  ),
  asked(
    'part-filler-churn',
    PMF,
    'numeric',
    'ok so my cofounder and I were arguing about this over lunch lol — what monthly churn is fine for a b2b saas?',
    [['vary widely', 'net revenue retention', 'logo churn']],
  ),
  asked(
    'part-board-and-update',
    FINANCE,
    'multi-part',
    'what should go in our monthly investor update and how much cash should we keep in reserve?',
    [['lowlights'], ['18-24 months', '6-9 months', 'cost-reduction']],
  ),
];
