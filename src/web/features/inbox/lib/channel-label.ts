import type { InboxChannel } from '../../../../shared/schemas/inbox';

/** How each channel is named in the list, its marks and the channel filter. */
export const CHANNEL_LABELS: Record<InboxChannel, string> = {
  app: 'App',
  api: 'API',
  widget: 'Widget',
  preview: 'Preview',
};

/** Who the person talking is, by where they talk from. */
export const personLabel = (channel: InboxChannel) =>
  channel === 'widget' || channel === 'preview' ? 'Visitor' : 'User';
