import type { WidgetTokenResponse } from '../shared/schemas/widget';
import type { WidgetApi } from './panel-api';
import type { WidgetSession } from './panel-session';
import { showError, type PanelView } from './panel-view';

interface VoiceOffer {
  agentId: string;
  name: () => string;
  api: () => WidgetApi;
  chat: () => WidgetSession;
  messageOf: (error: unknown) => string;
}

/** The call button, when this server and agent take calls; the call's code loads on first press. */
export function offerVoice(view: PanelView, session: WidgetTokenResponse, options: VoiceOffer) {
  view.callButton.hidden = !session.voice_available || !session.agent.voice_enabled;
  if (view.callButton.hidden || view.callButton.dataset.offered) return;
  view.callButton.dataset.offered = 'yes';
  let calling = false;
  view.callButton.addEventListener('click', async () => {
    if (calling) return;
    calling = true;
    view.callButton.disabled = true;
    showError(view, undefined);
    options.chat().remember(); // the call's exchanges are stored in this session
    const api = options.api();
    try {
      const [{ startCall }, ticket] = await Promise.all([import('./voice'), api.lastingSession()]);
      const call = { ticket, renew: api.lastingSession, agentId: options.agentId, view };
      startCall({ ...call, name: options.name() }, () => {
        calling = false;
        view.callButton.disabled = false;
      });
    } catch (error) {
      calling = false;
      view.callButton.disabled = false;
      showError(view, options.messageOf(error));
    }
  });
}
