import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  WidgetAppearance,
  WidgetPreviewResponse,
} from '../../../shared/schemas/widget-appearance';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import type { WidgetTokens } from '../api-keys';
import type { Principal } from '../auth';
import { ownedAgent } from './widget-appearance-service';
import { lookOf } from './widget-look-service';

/** Long enough to try the widget at leisure; the builder asks again when the tab reopens. */
const PREVIEW_PASS_MS = 60 * 60 * 1000;

/**
 * A preview of unsaved settings (issue 33 §3): a widget token for the owner, bound to this
 * agent and the builder's page, carrying the settings. It stands in for the key in the
 * preview's snippet; the sessions it opens are the owner's own (scope `preview:<owner>`,
 * channel 'preview') and count toward no plan, key or usage ledger.
 */
export async function openPreview(options: {
  db: Db;
  tokens: WidgetTokens;
  principal: Principal;
  /** The builder's origin; a caller without one (a server) gets the app's own. */
  origin: string;
  agentId: string;
  appearance: WidgetAppearance;
}): Promise<WidgetPreviewResponse> {
  const { db, agentId } = options;
  const owned = await ownedAgent(db, options.principal, agentId);
  const [agent] = await db
    .select({
      name: agents.name,
      displayName: agents.widgetDisplayName,
      position: agents.widgetPosition,
    })
    .from(agents)
    .where(eq(agents.id, owned.id))
    .limit(1);
  if (!agent || !owned.ownerId) throw new Error('an owned agent has an owner');
  const expiresAt = new Date(Date.now() + PREVIEW_PASS_MS);
  const sessionId = `p_${randomBytes(12).toString('hex')}`;
  const token = await options.tokens.sign({
    widgetSessionId: `preview:${owned.ownerId}`,
    keyId: '',
    agentId,
    sessionId,
    origin: options.origin,
    expiresAt,
    preview: { ownerId: owned.ownerId, appearance: options.appearance },
  });
  return {
    token,
    session_id: sessionId,
    expires_at: expiresAt.toISOString(),
    look: lookOf(agent, options.appearance),
  };
}
