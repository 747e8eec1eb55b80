import type { HelpCategoryId } from './help-categories';

export interface HelpArticle {
  id: string;
  title: string;
  summary: string;
  category: HelpCategoryId;
  views: number;
  readMinutes: number;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'first-conversation',
    title: 'Start your first coaching conversation',
    summary:
      'Pick a coach, describe where your startup stands today and leave with a focused plan for the week.',
    category: 'getting-started',
    views: 4812,
    readMinutes: 3,
  },
  {
    id: 'choose-coach',
    title: 'Choosing the right coach for your stage',
    summary:
      'How the fundraising, go-to-market, pricing and hiring coaches differ, and when to switch between them.',
    category: 'getting-started',
    views: 2390,
    readMinutes: 4,
  },
  {
    id: 'voice-setup',
    title: 'Setting up voice chat',
    summary:
      'Allow microphone access, check your audio and talk to a coach hands-free on desktop or phone.',
    category: 'getting-started',
    views: 1877,
    readMinutes: 3,
  },
  {
    id: 'build-agent',
    title: 'Build your first agent in ten minutes',
    summary:
      'Name your agent, write its instructions, add knowledge and try it out before you publish it.',
    category: 'getting-started',
    views: 3105,
    readMinutes: 6,
  },
  {
    id: 'pitch-feedback',
    title: 'Getting feedback on your pitch',
    summary:
      'Share your deck outline and let a coach stress-test the story, the numbers and the ask.',
    category: 'coaching-features',
    views: 2961,
    readMinutes: 5,
  },
  {
    id: 'agent-knowledge',
    title: 'Adding knowledge to an agent',
    summary:
      'Upload notes and documents so your agent answers from your own material instead of guessing.',
    category: 'coaching-features',
    views: 1642,
    readMinutes: 5,
  },
  {
    id: 'embed-widget',
    title: 'Embedding an agent on your website',
    summary:
      'Copy the widget snippet, choose where it appears on the page and limit it to your own domains.',
    category: 'coaching-features',
    views: 1204,
    readMinutes: 4,
  },
  {
    id: 'agent-language',
    title: 'Coaching in Portuguese, Spanish or French',
    summary: 'Set the language of an agent so it replies in the language your customers prefer.',
    category: 'coaching-features',
    views: 688,
    readMinutes: 2,
  },
  {
    id: 'update-profile',
    title: 'Updating your profile and e-mail address',
    summary:
      'Change your name, e-mail address and notification preferences from your account settings.',
    category: 'account-settings',
    views: 932,
    readMinutes: 2,
  },
  {
    id: 'reset-password',
    title: 'Resetting a forgotten password',
    summary:
      'Request a reset link, choose a new password and sign out of sessions you no longer use.',
    category: 'account-settings',
    views: 2210,
    readMinutes: 2,
  },
  {
    id: 'close-account',
    title: 'Closing your account',
    summary: 'What happens to your agents, conversations and invoices when you close your account.',
    category: 'account-settings',
    views: 517,
    readMinutes: 3,
  },
  {
    id: 'compare-plans',
    title: 'Comparing the Free, Pro and Enterprise plans',
    summary: 'What each plan includes, and how to request a quote for Pro or Enterprise.',
    category: 'billing-payments',
    views: 2744,
    readMinutes: 4,
  },
  {
    id: 'invoices',
    title: 'Finding and downloading invoices',
    summary: 'Where to find past invoices and how to add your company details and VAT number.',
    category: 'billing-payments',
    views: 806,
    readMinutes: 2,
  },
  {
    id: 'change-plan',
    title: 'Changing or cancelling your plan',
    summary:
      'Switch plans at any time; paid features stay active until the end of the billing period.',
    category: 'billing-payments',
    views: 1133,
    readMinutes: 3,
  },
  {
    id: 'conversation-storage',
    title: 'How your conversations are stored',
    summary: 'Where conversations are kept, who can read them and how long we keep them.',
    category: 'privacy-security',
    views: 1458,
    readMinutes: 4,
  },
  {
    id: 'api-keys',
    title: 'Keeping your API keys safe',
    summary: 'Create, rotate and revoke keys, and why they never belong in front-end code.',
    category: 'privacy-security',
    views: 973,
    readMinutes: 3,
  },
  {
    id: 'export-data',
    title: 'Exporting or deleting your data',
    summary: 'Download a copy of your conversations and agents, or ask us to erase them.',
    category: 'privacy-security',
    views: 644,
    readMinutes: 3,
  },
  {
    id: 'join-community',
    title: 'Joining the founder community',
    summary: 'Meet other founders, share what worked and swap feedback on each other’s agents.',
    category: 'community-collaboration',
    views: 1312,
    readMinutes: 3,
  },
  {
    id: 'share-agent',
    title: 'Sharing a public agent',
    summary:
      'Make an agent public so anyone with the link can chat with it, and make it private again at any time.',
    category: 'community-collaboration',
    views: 879,
    readMinutes: 3,
  },
  {
    id: 'suggest-feature',
    title: 'Suggesting features and reporting bugs',
    summary: 'Tell us what to build next or what broke, and follow the progress of your request.',
    category: 'community-collaboration',
    views: 421,
    readMinutes: 2,
  },
];
