import type { WidgetPosition } from './agent-form-values';

/** The API key placeholder: keys are created in the API Keys tab. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The voice channel of the server at `publicUrl`: wss:// for https, ws:// for http. */
export function voiceSocketUrl(publicUrl: string): string {
  return `${withoutTrailingSlash(publicUrl).replace(/^http/i, 'ws')}/api/voice`;
}

/** A JavaScript string literal that cannot end the surrounding <script> element. */
const literal = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

export interface SnippetOptions {
  publicUrl: string;
  agentId: string;
  agentName: string;
  position: WidgetPosition;
}

/** The code a customer pastes into their site to embed the agent's voice widget. */
export function buildEmbedSnippet({ publicUrl, agentId, agentName, position }: SnippetOptions) {
  const base = withoutTrailingSlash(publicUrl);
  return [
    '<!-- CoachForge voice widget: paste just before </body> -->',
    '<script>',
    '  window.CoachForgeWidgetConfig = {',
    `    apiKey: ${literal(API_KEY_PLACEHOLDER)},`,
    `    agentId: ${literal(agentId)},`,
    `    agentName: ${literal(agentName)},`,
    `    position: ${literal(position)},`,
    `    websocketUrl: ${literal(voiceSocketUrl(base))},`,
    `    authEndpoint: ${literal(`${base}/api/widget/session`)},`,
    '  };',
    '</script>',
    `<script src=${JSON.stringify(`${base}/widget.js`)} async></script>`,
  ].join('\n');
}
