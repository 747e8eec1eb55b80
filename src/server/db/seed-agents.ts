import { fundraisingCoach } from './seed-agents/fundraising-coach';
import { goToMarketCoach } from './seed-agents/go-to-market-coach';
import { pricingStrategist } from './seed-agents/pricing-strategist';
import { hiringTeamCoach } from './seed-agents/hiring-team-coach';
import { pitchDeckCoach } from './seed-agents/pitch-deck-coach';
import { businessSetupAdvisor } from './seed-agents/business-setup-advisor';
import { productMarketFitCoach } from './seed-agents/product-market-fit-coach';
import { founderFinanceCoach } from './seed-agents/founder-finance-coach';

/** The platform's own coaches, seeded on first start (read-only, public, active). */
export interface SeedAgent {
  /** Stable key so seeding is idempotent across restarts. */
  seedKey: string;
  name: string;
  /** 1-3 sentences, under 300 characters, what the founder gets. */
  description: string;
  /** A single emoji. */
  icon: string;
  /** The system prompt: several paragraphs. */
  instruction: string;
  /** The knowledge base: several substantial paragraphs, one topic each, for passage retrieval. */
  knowledge: string;
  /** Subset of 'web_scraper', 'youtube_transcript', 'google_calendar'. */
  tools: string[];
  voiceEnabled: boolean;
  languages: ('pt' | 'en' | 'es' | 'fr')[];
}

/** In catalogue order: the first is shown first. */
export const SEED_AGENTS: readonly SeedAgent[] = [
  fundraisingCoach,
  goToMarketCoach,
  pricingStrategist,
  hiringTeamCoach,
  pitchDeckCoach,
  businessSetupAdvisor,
  productMarketFitCoach,
  founderFinanceCoach,
];
