/**
 * API keys and the widget sessions opened with them: who calls, their limits and usage.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { originAllowed } from './allowed-origin';
export { type ApiKeyServices, apiKeysModule, apiKeysServices } from './api-keys-module';
export { type KeyAuthenticator } from './key-authenticator';
export { keyBearer } from './key-bearer';
export { type KeyRateLimiter, type RateDecision } from './key-rate-limiter';
export { keyPepper } from './key-secret';
export { countKeysOnOlderPeppers } from './keys-on-older-pepper';
export { type RecordedCall, type UsageRecorder } from './usage-recorder';
export { asRefusal, usageRecording } from './usage-recording';
export { widgetBearer } from './widget-bearer';
export {
  createWidgetTokens,
  WIDGET_TOKEN_PREFIX,
  widgetTokenKey,
  type WidgetTokens,
} from './widget-token';
