/** Business constants shared by the server and the web app (spec 01 §9, spec 02 §9). */

export const PRODUCT_NAME = 'CoachForge';

export const AGENT_LIST_DEFAULT_LIMIT = 100;
export const AGENT_LIST_MAX_LIMIT = 100;
export const CARD_DESCRIPTION_MAX = 300;
export const CARD_OWNER_MAX = 20;

export const AGENT_STATUSES = ['active', 'inactive'] as const;
export const AGENT_MODES = ['PRIVATE', 'PUBLIC'] as const;
export const AGENT_LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;

/** Field limits for agents; generous for knowledge, which is retrieved by relevance. */
export const AGENT_LIMITS = {
  name: 120,
  description: 2_000,
  instruction: 20_000,
  knowledge: 200_000,
  icon: 64,
  /** Catalogue tools plus MCP and HTTP tools an agent may call. */
  tools: 100,
} as const;

export const CONTACT_CATEGORIES = [
  'general',
  'support',
  'feedback',
  'billing',
  'partnership',
  'privacy',
  'media',
] as const;

export const QUOTE_PLANS = ['pro', 'enterprise'] as const;

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  subject: 200,
  company: 200,
  message: 5_000,
} as const;

/** How long the contact confirmation stays before the form resets (spec 01 §4). */
export const CONTACT_SUCCESS_MS = 3_000;
export const SUPPORT_RESPONSE_HOURS = 24;
export const MINIMUM_AGE = 18;

/** Countries offered on /profile (spec 02 §2). */
export const PROFILE_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'PT',
  'BR',
  'AU',
  'JP',
  'IN',
] as const;

export const PROFILE_LIMITS = { name: 120, phone: 40, text: 200, zipCode: 20 } as const;

/** Chat limits (spec 01 §5, §9). */
export const CHAT_LIMITS = {
  messageChars: 2000,
  files: 5,
  fileBytes: 1024 * 1024,
  fileTypes: ['text/plain', 'application/pdf'],
} as const;

/**
 * How far an attached file is read (issue 28): a file is read in a worker thread within these
 * bounds, and a PDF past them is refused with a sentence saying why.
 */
export const FILE_READING_LIMITS = {
  /**
   * Characters of a file's text that the coach reads and the conversation keeps. Past them the
   * rest is left out, and the reply says so.
   */
  textChars: 100_000,
  /** A PDF with more pages is refused before any page is read. */
  pdfPages: 300,
  /** What a PDF's compressed streams may unpack to, together (checked before pdf.js reads it). */
  pdfUnpackedBytes: 32 * 1024 * 1024,
  /**
   * Files whose text a conversation keeps: its newest ones, all that a turn reads back, so a
   * conversation holds at most this many times `textChars`.
   */
  keptPerConversation: 5,
} as const;

/** How many earlier turns the engine sees; older ones stay stored but leave the window. */
export const CHAT_CONTEXT_TURNS = 20;

/** Countries offered on the Billing Info tab (spec 02 §2). */
export const BILLING_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'DE',
  'FR',
  'ES',
  'IT',
  'PT',
  'NL',
  'BE',
  'AT',
  'CH',
  'SE',
  'DK',
  'NO',
  'FI',
  'AU',
  'JP',
  'SG',
] as const;

export const BILLING_LIMITS = { text: 200, fiscalNumber: 30, phone: 40, postalCode: 20 } as const;

/** A plan limit of -1 means unlimited (spec 02 §9). */
export const UNLIMITED = -1;
