import type { HelpCategoryId } from './help-categories';

/** What the Help Center lists about an article; its body is a markdown file in articles/. */
export interface HelpArticle {
  /** Also the body's file name (articles/<id>.md) and the page's address (/help/<id>). */
  id: string;
  title: string;
  summary: string;
  category: HelpCategoryId;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'first-conversation',
    title: 'Start your first coaching conversation',
    summary:
      'Pick a coach, describe where your startup stands today and leave with a focused plan for the week.',
    category: 'getting-started',
  },
  {
    id: 'choose-coach',
    title: 'Choosing the right coach for your stage',
    summary:
      'What each of the eight platform coaches covers, and when to switch from one to another.',
    category: 'getting-started',
  },
  {
    id: 'voice-setup',
    title: 'Setting up voice chat',
    summary:
      'Talk to a coach out loud: starting a call, interrupting, what the messages mean and how well it understands you.',
    category: 'getting-started',
  },
  {
    id: 'business-setup-wizard',
    title: 'Plan your company setup with the wizard',
    summary:
      'Nine questions with an advisor beside each one, then a written setup plan you can download, regenerate and come back to.',
    category: 'getting-started',
  },
  {
    id: 'build-agent',
    title: 'Build your first agent in ten minutes',
    summary:
      'Name your agent, write its instructions, give it knowledge and try it out before you make it public.',
    category: 'getting-started',
  },
  {
    id: 'pitch-feedback',
    title: 'Getting feedback on your pitch',
    summary:
      'Attach your deck outline or share a recording, and let the Pitch Deck Coach stress-test the story, the numbers and the ask.',
    category: 'coaching-features',
  },
  {
    id: 'agent-knowledge',
    title: 'Adding knowledge to an agent',
    summary:
      'Paste your notes into the Knowledge Base so your agent answers from your own material instead of guessing.',
    category: 'coaching-features',
  },
  {
    id: 'embed-widget',
    title: 'Embedding an agent on your website',
    summary:
      'Put an agent on your site with one script tag: its name, its corner, its allowed sites and its key.',
    category: 'coaching-features',
  },
  {
    id: 'agent-language',
    title: 'Coaching in Portuguese, Spanish or French',
    summary:
      'How to get replies in the language your customers speak, in text chat now and in voice later.',
    category: 'coaching-features',
  },
  {
    id: 'update-profile',
    title: 'Updating your profile and e-mail address',
    summary:
      'Change your name, phone, company and address on the Profile page, and what to do about your e-mail address.',
    category: 'account-settings',
  },
  {
    id: 'reset-password',
    title: 'Resetting a forgotten password',
    summary:
      'Getting back into your account when you cannot remember your password, and what to do after too many attempts.',
    category: 'account-settings',
  },
  {
    id: 'close-account',
    title: 'Closing your account',
    summary:
      'How to close your account from your profile, and what happens to your agents and conversations.',
    category: 'account-settings',
  },
  {
    id: 'compare-plans',
    title: 'Comparing the Free, Pro and Enterprise plans',
    summary:
      'What each plan includes, how its daily limits count, and how to move to Pro or Enterprise.',
    category: 'billing-payments',
  },
  {
    id: 'invoices',
    title: 'Finding and downloading invoices',
    summary:
      'Where your invoices are, how to download them as PDF or pay one, and the company details they carry.',
    category: 'billing-payments',
  },
  {
    id: 'change-plan',
    title: 'Changing or cancelling your plan',
    summary:
      'Upgrading through checkout, cancelling at the end of the paid period, and what happens after.',
    category: 'billing-payments',
  },
  {
    id: 'conversation-storage',
    title: 'How your conversations are stored',
    summary: 'Where conversations are kept, who can read them and how long we keep them.',
    category: 'privacy-security',
  },
  {
    id: 'api-keys',
    title: 'Keeping your API keys safe',
    summary:
      'The three kinds of key, which one may appear in a web page, and the habits that keep keys safe.',
    category: 'privacy-security',
  },
  {
    id: 'export-data',
    title: 'Exporting or deleting your data',
    summary:
      'Download a conversation, keep a copy of your agents, delete what you built, or ask us to erase the rest.',
    category: 'privacy-security',
  },
  {
    id: 'join-community',
    title: 'Sharing your work with other founders',
    summary:
      'Publish an agent, share a link to it, build on our coaches, and tell us what a founder community should offer.',
    category: 'community-collaboration',
  },
  {
    id: 'share-agent',
    title: 'Sharing a public agent',
    summary:
      'Make an agent public so anyone can find it and chat with it, and make it private again at any time.',
    category: 'community-collaboration',
  },
  {
    id: 'suggest-feature',
    title: 'Suggesting features and reporting bugs',
    summary:
      'Tell us what to build next or what broke, and what to include so we can act on it quickly.',
    category: 'community-collaboration',
  },
];

/**
 * The "Start here" list: chosen by the team as the best first reads, in this order. It is an
 * editorial choice, not a ranking by visits: the Help Center records no reading figures.
 */
export const STARTER_ARTICLE_IDS: readonly string[] = [
  'first-conversation',
  'choose-coach',
  'build-agent',
  'share-agent',
  'conversation-storage',
];
