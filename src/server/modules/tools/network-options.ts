import type { AppConfig } from '../../config';
import type { ToolNetworkOptions } from './runtime/network/options';

/** The vetted fetch's options every built-in tool reaches the network with. */
export function networkOptions(tools: AppConfig['tools']): ToolNetworkOptions {
  return { allowPrivateNetwork: tools.allowPrivateNetwork };
}
