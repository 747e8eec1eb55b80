import { LOADER_CSS } from './loader-styles';
import {
  WIDGET_POSITIONS,
  type PanelModule,
  type WidgetConfig,
  type WidgetPosition,
} from './widget-config';

/** The panel chunk's hashed path under our origin, written in by scripts/build.mjs. */
declare const __WIDGET_PANEL__: string;

const SCRIPT_SELECTOR = 'script[src$="/widget.js"][data-agent-id]';
const MOUNTED = 'data-coachforge-mounted';

/** The snippet's own tag; async scripts may have lost currentScript by the time they run. */
function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.agentId) return current;
  return document.querySelector<HTMLScriptElement>(`${SCRIPT_SELECTOR}:not([${MOUNTED}])`);
}

function configOf(script: HTMLScriptElement): WidgetConfig | null {
  const { agentId, key, name, position } = script.dataset;
  if (!agentId || !key) {
    console.error('CoachForge widget: the script tag needs data-agent-id and data-key.');
    return null;
  }
  const url = new URL(script.src, location.href);
  return {
    base: url.origin + url.pathname.replace(/\/widget\.js$/, ''),
    agentId,
    key,
    name: name?.trim() || 'our coach',
    position: WIDGET_POSITIONS.includes(position as WidgetPosition)
      ? (position as WidgetPosition)
      : 'bottom-right',
  };
}

function chatIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z');
  svg.append(path);
  return svg;
}

function mount(config: WidgetConfig) {
  const host = document.createElement('coachforge-widget');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(LOADER_CSS);
  root.adoptedStyleSheets = [sheet];

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.className = `launcher ${config.position}`;
  launcher.setAttribute('aria-label', `Chat with ${config.name}`);
  launcher.setAttribute('aria-expanded', 'false');
  launcher.append(chatIcon());
  root.append(launcher);
  document.body.append(host);

  let panel: ReturnType<PanelModule['createPanel']> | undefined;
  let isOpen = false;
  const setOpen = (open: boolean) => {
    isOpen = open;
    launcher.setAttribute('aria-expanded', String(open));
  };
  launcher.addEventListener('click', async () => {
    if (isOpen) {
      panel?.close();
      setOpen(false);
      return;
    }
    setOpen(true);
    try {
      // Loaded on first open only: most visitors never open the chat.
      const module = (await import(`${config.base}/${__WIDGET_PANEL__}`)) as PanelModule;
      panel ??= module.createPanel({ config, root, launcher, onClose: () => setOpen(false) });
      if (isOpen) panel.open();
    } catch (error) {
      setOpen(false);
      console.error('CoachForge widget: the chat could not be loaded.', error);
    }
  });
}

function start() {
  const script = findOwnScript();
  if (!script) return;
  script.setAttribute(MOUNTED, '');
  const config = configOf(script);
  if (!config) return;
  if (document.body) mount(config);
  else document.addEventListener('DOMContentLoaded', () => mount(config), { once: true });
}

start();
