import type { Conversation } from '../shared/schemas/chat';
import { addReplyActions } from './panel-feedback';
import { renderMarkdown } from './panel-markdown';
import { appendBubble, appendNotice } from './panel-messages';
import type { PanelView } from './panel-view';

type Rate = (index: number, feedback: 'positive' | 'negative', reason?: string) => Promise<void>;

/**
 * Shows the stored conversation after a reload (the session id survives in sessionStorage once
 * the visitor has spoken): each message at its time, team members' under their names,
 * notices as lines, and the ratings already given pressed.
 */
export function showHistory(
  view: PanelView,
  conversation: Conversation,
  options: { name: string; rate: Rate; onError: (error: unknown) => void },
) {
  for (const message of conversation.messages) {
    const { role, content, interrupted, created_at: at } = message;
    if (role === 'notice') {
      appendNotice(view, content);
      continue;
    }
    const sender =
      role === 'user' ? view.texts.you : role === 'staff' ? (message.author ?? '') : options.name;
    const { body, meta } = appendBubble(view, role, sender, at);
    if (role === 'user') {
      const files = message.attachments.map((file) => `📎 ${file.name}`);
      body.textContent = [content, ...files].filter(Boolean).join('\n');
      continue;
    }
    renderMarkdown(body, interrupted ? `${content} _(interrupted)_` : content);
    if (role === 'coach')
      addReplyActions(meta, {
        texts: view.texts,
        text: content,
        index: message.index,
        rated: message.feedback,
        rate: options.rate,
        onError: options.onError,
      });
  }
}
