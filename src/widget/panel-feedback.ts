import { button, element } from './panel-dom';
import type { PanelTexts } from './panel-texts';

export interface ReplyActions {
  texts: PanelTexts;
  /** The reply as written (markdown), for Copy. */
  text: string;
  /** The reply's position in the conversation, when known: ratings refer to it. */
  index: number | undefined;
  /** A rating already stored for it (a reload shows it pressed). */
  rated?: 'positive' | 'negative' | null;
  rate: (index: number, feedback: 'positive' | 'negative', reason?: string) => Promise<void>;
  /** Where a failed rating says so. */
  onError: (error: unknown) => void;
}

/** Copy: the reply's words on the clipboard, the button saying so for a moment. */
function copyButton(texts: PanelTexts, text: string) {
  const copy = button('', texts.copy, texts.copyReply);
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(text).then(
      () => {
        copy.textContent = texts.copied;
        setTimeout(() => (copy.textContent = texts.copy), 2000);
      },
      () => undefined, // the page may deny the clipboard; the text stays selectable
    );
  });
  return copy;
}

/**
 * A coach reply's actions under its text: Copy, and thumbs up or down, down asking why (the
 * app's rule: a negative rating needs a reason) before it is stored.
 */
export function addReplyActions(meta: HTMLElement, actions: ReplyActions) {
  const { texts, index } = actions;
  if (navigator.clipboard) meta.append(copyButton(texts, actions.text));
  if (index === undefined) return;
  const up = button('', '👍', texts.helpful);
  const down = button('', '👎', texts.notHelpful);
  const thanks = element('p', { className: 'thanks', hidden: true }, texts.thanks);
  thanks.setAttribute('role', 'status');
  const pressed = (rating: 'positive' | 'negative' | null | undefined) => {
    up.setAttribute('aria-pressed', String(rating === 'positive'));
    down.setAttribute('aria-pressed', String(rating === 'negative'));
  };
  pressed(actions.rated);
  const store = async (rating: 'positive' | 'negative', reason?: string) => {
    try {
      await actions.rate(index, rating, reason);
      pressed(rating);
      thanks.hidden = false;
      return true;
    } catch (error) {
      actions.onError(error);
      return false;
    }
  };
  up.addEventListener('click', () => void store('positive'));
  down.addEventListener('click', () => {
    const open = meta.parentElement?.querySelector('.why');
    if (open instanceof HTMLFormElement) return open.querySelector('textarea')?.focus();
    const why = reasonForm(texts, async (reason) => {
      if (await store('negative', reason)) {
        why.remove();
        down.focus();
      }
    });
    meta.after(why, thanks);
    why.querySelector('textarea')?.focus();
  });
  meta.append(up, down);
  meta.after(thanks);
}

let formCount = 0;

/** The reason for a thumbs down: required, sent with Enter or its button. */
function reasonForm(texts: PanelTexts, submit: (reason: string) => Promise<void>) {
  const id = `cf-why-${++formCount}`;
  const field = element('textarea', { id, rows: 2, maxLength: 2000, required: true });
  const label = element('label', { htmlFor: id }, texts.why);
  const send = element('button', { type: 'submit' }, texts.sendFeedback);
  const form = element('form', { className: 'why' }, label, field, send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const reason = field.value.trim();
    if (reason) void submit(reason);
    else field.focus();
  });
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  return form;
}
