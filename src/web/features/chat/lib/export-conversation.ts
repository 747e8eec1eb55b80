import type { ChatMessage } from './chat-message';
import { plainText } from './plain-text';

export const EXPORT_FILE_NAME = 'coachforge-conversation.txt';

/** Whose line it is in the file: You, Coach, the team member by name, or Notice. */
function speaker(message: ChatMessage) {
  if (message.role === 'user') return 'You';
  if (message.role === 'staff') return message.author ?? 'Team member';
  return message.role === 'notice' ? 'Notice' : 'Coach';
}

/**
 * Plain text of the conversation: each message without its markdown marks (plain-text.ts),
 * every line prefixed 'You:', 'Coach:', a team member's name or 'Notice:' (blank lines stay blank), its attachments listed
 * under it.
 */
export function conversationText(messages: readonly ChatMessage[]): string {
  return messages
    .map((message) => {
      const who = speaker(message);
      const lines = plainText(message.content, message.role === 'user' ? 'person' : 'coach')
        .split('\n')
        .map((line, i) => (line.trim() || i === 0 ? `${who}: ${line}`.trimEnd() : ''));
      for (const file of message.attachments ?? []) lines.push(`  Attachment: ${file.name}`);
      return lines.join('\n');
    })
    .join('\n\n')
    .concat('\n');
}

/** Downloads the conversation as a text file. */
export function downloadConversation(messages: readonly ChatMessage[]) {
  const blob = new Blob([conversationText(messages)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
