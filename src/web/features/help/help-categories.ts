/** The Help Center categories, in the order they are shown. */
export const HELP_CATEGORIES = [
  { id: 'getting-started', title: 'Getting Started' },
  { id: 'coaching-features', title: 'Coaching Features' },
  { id: 'account-settings', title: 'Account & Settings' },
  { id: 'billing-payments', title: 'Billing & Payments' },
  { id: 'privacy-security', title: 'Privacy & Security' },
  { id: 'community-collaboration', title: 'Community & Collaboration' },
] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number]['id'];

export function categoryTitle(id: HelpCategoryId): string {
  return HELP_CATEGORIES.find((category) => category.id === id)?.title ?? id;
}
