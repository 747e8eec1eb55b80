import { CONTACT_CATEGORIES } from '../../../shared/constants';

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Readable labels for the category codes the API accepts. */
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General inquiry',
  support: 'Technical support',
  feedback: 'Feedback',
  billing: 'Billing',
  partnership: 'Partnership',
  privacy: 'Privacy',
  media: 'Media & press',
};

export const CONTACT_CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((value) => ({
  value,
  label: CONTACT_CATEGORY_LABELS[value],
}));
