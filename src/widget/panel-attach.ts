import { CHAT_LIMITS } from '../shared/constants';
import { button, element } from './panel-dom';
import { showError, type PanelView } from './panel-view';

const MEGABYTES = CHAT_LIMITS.fileBytes / (1024 * 1024);
const TXT_OR_PDF = /\.(txt|pdf)$/i;

/**
 * The files a visitor attaches to the next message, when the agent allows it: TXT or PDF, at
 * most the app's count and size (the server checks the same and reads the bytes). Each shows
 * as a chip with its own Remove button.
 */
export function attachments(view: PanelView) {
  let picked: File[] = [];
  const { texts } = view;
  const show = () => {
    view.chips.replaceChildren(
      ...picked.map((file) => {
        const remove = button('', '×', texts.remove(file.name));
        remove.addEventListener('click', () => {
          picked = picked.filter((f) => f !== file);
          show();
          view.textarea.focus();
        });
        return element('li', {}, `${file.name} `, remove);
      }),
    );
    view.chips.hidden = picked.length === 0;
  };
  const refusal = (file: File) => {
    if (
      !(CHAT_LIMITS.fileTypes as readonly string[]).includes(file.type) &&
      !TXT_OR_PDF.test(file.name)
    )
      return texts.notTxtPdf(file.name);
    if (file.size > CHAT_LIMITS.fileBytes) return texts.tooBig(file.name, MEGABYTES);
    return undefined;
  };
  view.attach.addEventListener('click', () => view.files.click());
  view.files.addEventListener('change', () => {
    const chosen = Array.from(view.files.files ?? []);
    view.files.value = '';
    const problems = chosen.map(refusal).filter((p): p is string => p !== undefined);
    picked = [...picked, ...chosen.filter((file) => !refusal(file))];
    if (picked.length > CHAT_LIMITS.files) {
      picked = picked.slice(0, CHAT_LIMITS.files);
      problems.push(texts.tooMany(CHAT_LIMITS.files));
    }
    showError(view, problems.join(' ') || undefined);
    show();
  });
  return {
    /** Shows the attach button when the agent takes files. */
    offer(allowed: boolean) {
      view.attach.hidden = !allowed;
      if (allowed) return;
      picked = [];
      show();
    },
    files: () => picked,
    clear() {
      picked = [];
      show();
    },
  };
}
