/** The builder's five tabs (spec 02 §2), in order. */
export const BUILDER_TABS = [
  { id: 'information', label: 'Information' },
  { id: 'tools', label: 'Tools' },
  { id: 'voice', label: 'Voice' },
  { id: 'widget', label: 'Widget' },
  { id: 'api-keys', label: 'API Keys' },
] as const;

export type BuilderTab = (typeof BUILDER_TABS)[number]['id'];

export const tabId = (tab: BuilderTab) => `builder-tab-${tab}`;
export const panelId = (tab: BuilderTab) => `builder-panel-${tab}`;

/** The tab an arrow, Home or End key moves to (wrapping around), or null for other keys. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
