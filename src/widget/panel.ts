import type { WidgetTokenResponse } from '../shared/schemas/widget';
import { createWidgetApi, type WidgetApi } from './panel-api';
import { NOT_ANSWERED, WidgetError } from './panel-errors';
import { renderMarkdown } from './panel-markdown';
import { widgetSession, type WidgetSession } from './panel-session';
import { appendMessage, buildPanelView, showError, type PanelView } from './panel-view';
import { fitToViewport, isSmallScreen } from './panel-viewport';
import type { PanelHost } from './widget-config';

const messageOf = (error: unknown) => (error instanceof WidgetError ? error.message : NOT_ANSWERED);

const newMessageId = () =>
  `m_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * Shows the stored conversation after a reload (the session id survives in sessionStorage once
 * the visitor has spoken). A first visit has none, so it asks for none.
 */
async function restoreHistory(view: PanelView, api: WidgetApi, name: string) {
  const conversation = await api.history();
  for (const message of conversation.messages) {
    const { body } = appendMessage(view, message.role, message.role === 'user' ? 'You' : name);
    const { content, interrupted } = message;
    if (message.role === 'user') body.textContent = content;
    else renderMarkdown(body, interrupted ? `${content} _(interrupted)_` : content);
  }
}

/** The call button, when this server and agent take calls; the call's code loads on first press. */
function offerVoice(
  view: PanelView,
  session: WidgetTokenResponse,
  api: WidgetApi,
  options: { agentId: string; name: () => string; chat: WidgetSession },
) {
  if (!session.voice_available || !session.agent.voice_enabled) return;
  view.callButton.hidden = false;
  let calling = false;
  view.callButton.addEventListener('click', async () => {
    if (calling) return;
    calling = true;
    view.callButton.disabled = true;
    showError(view, undefined);
    options.chat.remember(); // the call's exchanges are stored in this session
    try {
      const [{ startCall }, ticket] = await Promise.all([import('./voice'), api.lastingSession()]);
      const renew = api.lastingSession;
      startCall({ ticket, renew, agentId: options.agentId, view, name: options.name() }, () => {
        calling = false;
        view.callButton.disabled = false;
      });
    } catch (error) {
      calling = false;
      view.callButton.disabled = false;
      showError(view, messageOf(error));
    }
  });
}

/** The chat panel: opened by the loader's launcher, talking to one agent in one session. */
export function createPanel(host: PanelHost) {
  const { config, launcher } = host;
  const view = buildPanelView(host);
  const chat = widgetSession(config.agentId);
  const api = createWidgetApi(config, chat.id);
  let name = config.name;
  let started: Promise<void> | undefined;
  let sending = false;
  let stopFitting: (() => void) | undefined;

  const start = async () => {
    const session = await api.session();
    name = session.agent.name || name;
    view.title.textContent = name;
    offerVoice(view, session, api, { agentId: config.agentId, name: () => name, chat });
    if (chat.resumed) await restoreHistory(view, api, name);
  };
  const ensureStarted = () => {
    started ??= start().catch((error: unknown) => {
      started = undefined; // opening again or sending retries
      showError(view, messageOf(error));
      throw error;
    });
    return started;
  };

  async function send() {
    const text = view.textarea.value.trim();
    if (!text || sending) return;
    sending = true;
    view.send.disabled = true;
    showError(view, undefined);
    try {
      await ensureStarted();
      chat.remember();
      view.textarea.value = '';
      appendMessage(view, 'user', 'You').body.textContent = text;
      const reply = appendMessage(view, 'coach', name);
      reply.bubble.classList.add('pending');
      view.log.setAttribute('aria-busy', 'true');
      let markdown = '';
      try {
        await api.send(text, newMessageId(), (piece) => {
          markdown += piece;
          renderMarkdown(reply.body, markdown);
          view.log.scrollTop = view.log.scrollHeight;
        });
      } catch (error) {
        if (!markdown) reply.bubble.remove();
        if (!view.textarea.value) view.textarea.value = text;
        throw error;
      } finally {
        reply.bubble.classList.remove('pending');
        view.log.setAttribute('aria-busy', 'false');
      }
    } catch (error) {
      showError(view, messageOf(error));
    } finally {
      sending = false;
      view.send.disabled = false;
    }
  }

  const close = () => {
    if (view.panel.hidden) return;
    view.panel.hidden = true;
    stopFitting?.();
    host.onClose();
    launcher.focus();
  };
  const open = () => {
    view.panel.hidden = false;
    stopFitting = fitToViewport(view.panel);
    // On phones a focused textarea raises the keyboard over the chat: focus the dialog instead.
    (isSmallScreen() ? view.panel : view.textarea).focus();
    ensureStarted().catch(() => undefined);
  };

  view.form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  view.textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void send();
    }
  });
  view.panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  view.closeButton.addEventListener('click', close);
  return { open, close };
}
