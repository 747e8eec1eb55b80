/**
 * HTTP tools: an owner's API endpoints (described by hand or chosen from an OpenAPI 3
 * document) that their agents may call. The module's face: other modules import only this.
 */
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox, ToolSource } from '../tools';
import { createHttpToolSource } from './http-tool-source';

export { httpToolsModule } from './http-tools-module';

/** The tool source chat turns read HTTP tools from (tools-context.ts `sources`). */
export const httpToolSource = (options: {
  db: Db;
  box: SecretBox;
  config: AppConfig;
}): ToolSource =>
  createHttpToolSource({
    db: options.db,
    box: options.box,
    network: { allowPrivateNetwork: options.config.tools.allowPrivateNetwork },
  });
