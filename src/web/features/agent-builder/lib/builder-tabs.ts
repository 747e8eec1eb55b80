/** The builder's five tabs (spec 02 §2), in order. */
export const BUILDER_TABS = [
  { id: 'information', label: 'Information' },
  { id: 'tools', label: 'Tools' },
  { id: 'voice', label: 'Voice' },
  { id: 'widget', label: 'Widget' },
  { id: 'api-keys', label: 'API Keys' },
] as const;

export type BuilderTab = (typeof BUILDER_TABS)[number]['id'];
