import type { WidgetTokenResponse } from '../shared/schemas/widget';
import { createWidgetApi } from './panel-api';
import { attachments } from './panel-attach';
import { WidgetError } from './panel-errors';
import { addReplyActions } from './panel-feedback';
import { handoff } from './panel-handoff';
import { showHistory } from './panel-history';
import { renderMarkdown } from './panel-markdown';
import { appendBubble, showTyping, stamp } from './panel-messages';
import { widgetSession } from './panel-session';
import { browserPanelLanguage, PANEL_LANGUAGES } from './panel-texts';
import { applyTheme, buildAvatar, showFooterLinks } from './panel-theme';
import { buildPanelView, scrollToEnd, showError, type PanelView } from './panel-view';
import { fitToViewport, isSmallScreen } from './panel-viewport';
import { offerVoice } from './panel-voice-offer';
import { clearSuggestions, showWelcome } from './panel-welcome';
import type { PanelHost } from './widget-config';

const newMessageId = () =>
  `m_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The agent's look from its session: colours, theme, avatar, footer links, attachments. */
function dress(view: PanelView, session: WidgetTokenResponse, base: string, name: string) {
  const { appearance } = session;
  applyTheme(view.panel, appearance);
  const image = appearance?.avatar_url ? new URL(appearance.avatar_url, `${base}/`).href : null;
  view.avatar.replaceChildren(buildAvatar(name, image));
  showFooterLinks(view.actions, appearance, view.texts);
}

/** The chat panel: opened by the loader's launcher, talking to one agent in one session. */
export function createPanel(host: PanelHost) {
  const { config, launcher } = host;
  const language = browserPanelLanguage();
  const view = buildPanelView(host, PANEL_LANGUAGES[language]);
  const { texts } = view;
  view.panel.lang = language;
  let chat = widgetSession(config.agentId);
  let api = createWidgetApi(config, chat.id);
  let name = config.name;
  let started: Promise<void> | undefined;
  let sending = false;
  let stopFitting: (() => void) | undefined;
  /** A failure in the visitor's language (the English sentence stays on the error). */
  const messageOf = (error: unknown) =>
    texts[error instanceof WidgetError ? error.kind : 'notAnswered'];
  const onError = (error: unknown) => showError(view, messageOf(error));
  const files = attachments(view);
  const person = handoff(view, { api: () => api, isOpen: () => !view.panel.hidden, onError });

  const start = async () => {
    const session = await api.session();
    name = session.agent.name || name;
    view.title.textContent = name;
    dress(view, session, config.base, name);
    files.offer(session.appearance?.attachments ?? false);
    const voice = { agentId: config.agentId, name: () => name, api: () => api, chat: () => chat };
    offerVoice(view, session, { ...voice, messageOf });
    if (chat.resumed) {
      const current = api;
      showHistory(view, await current.history(), { name, rate: current.rate, onError });
      person.begin();
    }
    if (!view.log.querySelector('.msg')) showWelcome(view, session.appearance, name, ask);
    person.setState(session.handoff_state ?? 'coach');
  };
  const ensureStarted = () => {
    started ??= start().catch((error: unknown) => {
      started = undefined; // opening again or sending retries
      onError(error);
      throw error;
    });
    return started;
  };

  /** One turn: the visitor's bubble, the typing dots, then the reply as it streams in. */
  async function converse(text: string, attached: File[]) {
    const current = api;
    const mine = appendBubble(view, 'user', texts.you, new Date());
    mine.body.textContent = [text, ...attached.map((file) => `📎 ${file.name}`)]
      .filter(Boolean)
      .join('\n');
    const reply = appendBubble(view, 'coach', name);
    const stopTyping = showTyping(reply.body, texts.typing(name));
    view.log.setAttribute('aria-busy', 'true');
    let markdown = '';
    try {
      const done = await current.send(
        text,
        newMessageId(),
        (piece) => {
          markdown += piece;
          renderMarkdown(reply.body, markdown);
          scrollToEnd(view);
        },
        attached,
      );
      if (done.held_by !== undefined) {
        // A team member holds the conversation: their answer comes on the live stream.
        reply.bubble.remove();
        person.begin();
        person.setState('person');
        return;
      }
      person.begin();
      stamp(reply.meta, new Date());
      const index = done.message_index;
      addReplyActions(reply.meta, { texts, text: markdown, index, rate: current.rate, onError });
    } catch (error) {
      if (!markdown) reply.bubble.remove();
      throw error;
    } finally {
      stopTyping();
      view.log.setAttribute('aria-busy', 'false');
    }
  }

  async function send(text: string) {
    const attached = files.files();
    if ((!text && attached.length === 0) || sending) return;
    sending = true;
    view.send.disabled = true;
    showError(view, undefined);
    try {
      await ensureStarted();
      chat.remember();
      clearSuggestions(view);
      view.textarea.value = '';
      try {
        await converse(text, attached);
        files.clear();
      } catch (error) {
        if (!view.textarea.value) view.textarea.value = text;
        throw error;
      }
    } catch (error) {
      onError(error);
    } finally {
      sending = false;
      view.send.disabled = false;
    }
  }
  const ask = (question: string) => void send(question);

  /** A new conversation: a new session id, an empty panel and the greeting again. */
  function startOver() {
    if (sending) return;
    person.reset();
    chat.forget();
    chat = widgetSession(config.agentId, true);
    api = createWidgetApi(config, chat.id);
    started = undefined;
    view.log.replaceChildren();
    files.clear();
    showError(view, undefined);
    view.textarea.value = '';
    view.textarea.focus();
    ensureStarted().catch(() => undefined);
  }

  const close = () => {
    if (view.panel.hidden) return;
    view.panel.hidden = true;
    person.stop();
    stopFitting?.();
    host.onClose();
    launcher.focus();
  };
  const open = () => {
    view.panel.hidden = false;
    stopFitting = fitToViewport(view.panel);
    // On phones a focused textarea raises the keyboard over the chat: focus the dialog instead.
    (isSmallScreen() ? view.panel : view.textarea).focus();
    ensureStarted().then(person.resume, () => undefined);
  };

  view.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(view.textarea.value.trim());
  });
  view.textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void send(view.textarea.value.trim());
    }
  });
  view.panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  view.closeButton.addEventListener('click', close);
  view.startOver.addEventListener('click', startOver);
  return { open, close };
}
