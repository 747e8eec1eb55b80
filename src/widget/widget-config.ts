import { WIDGET_POSITIONS } from '../shared/constants';
import type { WidgetLook } from '../shared/schemas/widget-appearance';

/** The corners a widget may sit in (the snippet's data-position). */
export { WIDGET_POSITIONS };
export type WidgetPosition = (typeof WIDGET_POSITIONS)[number];
export type { WidgetLook };

/** What the snippet's attributes say, read once by the loader and handed to the panel. */
export interface WidgetConfig {
  /** Our origin (and path prefix), from the loader's own script URL. */
  base: string;
  agentId: string;
  /**
   * The agent's public key (cf_rk_…), used only to open a widget session; in the builder's
   * preview, the preview token (cfw_…) stands in for it.
   */
  key: string;
  name: string;
  position: WidgetPosition;
  /** The launcher's look as the server (or the builder's preview) said; undefined if unread. */
  look?: WidgetLook;
}

/** What the loader gives the panel: its config, the shadow root and the launcher to return to. */
export interface PanelHost {
  config: WidgetConfig;
  root: ShadowRoot;
  launcher: HTMLButtonElement;
  /** Called when the panel closes itself (close button, Escape). */
  onClose: () => void;
}

/** The panel chunk's one export, as the loader sees it. */
export interface PanelModule {
  createPanel: (host: PanelHost) => { open: () => void; close: () => void };
}
