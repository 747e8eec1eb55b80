import { LOADER_CSS } from './loader-styles';
import {
  WIDGET_POSITIONS,
  type PanelModule,
  type WidgetConfig,
  type WidgetLook,
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

const COLOR = /^#[0-9a-f]{6}$/i;
const isPosition = (value: unknown): value is WidgetPosition =>
  WIDGET_POSITIONS.includes(value as WidgetPosition);

/**
 * The launcher's look: given by the builder's preview (data-look), else read from the server on
 * each page view (cached a minute), so the Widget tab's changes show without a new snippet.
 * Without it the launcher keeps its default look.
 */
async function lookOf(script: HTMLScriptElement, config: WidgetConfig) {
  try {
    const given = script.dataset.look;
    if (given) return JSON.parse(given) as WidgetLook;
    const response = await fetch(`${config.base}/api/widget/look/${config.agentId}`, {
      credentials: 'omit',
    });
    return response.ok ? ((await response.json()) as WidgetLook) : undefined;
  } catch {
    return undefined;
  }
}

/** The look's colours and offsets as custom properties; anything malformed is left out. */
function lookCss(look: WidgetLook): string {
  const rules = [];
  if (COLOR.test(look.brand_color)) rules.push(`--cf-accent:${look.brand_color}`);
  if (COLOR.test(look.brand_text_color)) rules.push(`--cf-on-accent:${look.brand_text_color}`);
  for (const [name, value] of [
    ['x', look.offset_x],
    ['y', look.offset_y],
  ] as const) {
    if (Number.isInteger(value) && value >= 0 && value <= 200)
      rules.push(`--cf-${name}:${value}px`);
  }
  return `:host{${rules.join(';')}}`;
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
    position: isPosition(position) ? position : 'bottom-right',
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
  const { look } = config;
  const host = document.createElement('coachforge-widget');
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(LOADER_CSS + (look ? lookCss(look) : ''));
  root.adoptedStyleSheets = [sheet];

  const launcher = document.createElement('button');
  launcher.type = 'button';
  const pill = look?.launcher === 'pill' && look.launcher_label;
  launcher.className = `launcher ${config.position} ${look?.theme ?? 'auto'}${pill ? ' pill' : ''}`;
  // A pill's visible label begins its accessible name (WCAG 2.5.3).
  launcher.setAttribute(
    'aria-label',
    pill ? `${look.launcher_label}: chat with ${config.name}` : `Chat with ${config.name}`,
  );
  launcher.setAttribute('aria-expanded', 'false');
  launcher.append(chatIcon());
  if (pill) launcher.append(look.launcher_label);
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

async function start() {
  const script = findOwnScript();
  if (!script) return;
  script.setAttribute(MOUNTED, '');
  const config = configOf(script);
  if (!config) return;
  const look = await lookOf(script, config);
  if (look) {
    config.look = look;
    config.name = look.name || config.name;
    if (isPosition(look.position)) config.position = look.position;
  }
  if (document.body) mount(config);
  else document.addEventListener('DOMContentLoaded', () => mount(config), { once: true });
}

void start();
