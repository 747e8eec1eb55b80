import type { WidgetPosition } from './agent-form-values';

/** Where the widget's key goes until one is created: keys are made here or in the API Keys tab. */
export const WIDGET_KEY_PLACEHOLDER = 'YOUR_WIDGET_KEY';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** A value that stays inside its double-quoted HTML attribute, whatever it holds. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SnippetOptions {
  publicUrl: string;
  agentId: string;
  agentName: string;
  position: WidgetPosition;
  /** A restricted key's secret; absent: the placeholder. */
  widgetKey?: string;
}

/**
 * The code a customer pastes into their site: one external script tag and no inline script,
 * so a host page with a Content Security Policy needs only our origin. The widget's loader
 * reads exactly these attributes.
 */
export function buildEmbedSnippet(options: SnippetOptions): string {
  const attributes = [
    ['src', `${withoutTrailingSlash(options.publicUrl)}/widget.js`],
    ['data-agent-id', options.agentId],
    ['data-key', options.widgetKey ?? WIDGET_KEY_PLACEHOLDER],
    ['data-name', options.agentName],
    ['data-position', options.position],
  ];
  const written = attributes.map(([name, value]) => `${name}="${attribute(value ?? '')}"`);
  return `<script ${written.join(' ')} async></script>`;
}

/** The origin of the server at `publicUrl` ("https://coach.example.com"). */
export const appOrigin = (publicUrl: string) => {
  try {
    return new URL(publicUrl).origin;
  } catch {
    return withoutTrailingSlash(publicUrl);
  }
};

/**
 * The Content-Security-Policy directives a host page adds for the widget: our script, and our
 * origin for its calls (https for text chat, wss for the voice channel).
 */
export function widgetCspDirectives(publicUrl: string): string {
  const origin = appOrigin(publicUrl);
  const socket = origin.replace(/^http/i, 'ws');
  return `script-src ${origin}; connect-src ${origin} ${socket}`;
}
