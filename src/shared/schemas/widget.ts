import { z } from 'zod';
import { SessionIdSchema } from './chat';
import { AgentLanguageSchema } from './agent';
import { IceServerSchema } from './voice';
import { ServedWidgetAppearanceSchema } from './widget-appearance';
import { HANDOFF_STATES } from './handoff';

/** Spec 01 §7 "Voice call" step 1: the widget asks for a session token with its public key. */
export const WidgetTokenPathSchema = z.object({
  session_id: SessionIdSchema,
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
});

export const WidgetTokenRequestSchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }),
  session_id: SessionIdSchema,
  /** The page's host as the widget saw it; the Origin header is what is checked. */
  domain: z.string().max(300).optional(),
  referrer: z.string().max(2000).optional(),
  user_agent: z.string().max(1000).optional(),
  timestamp: z.union([z.number(), z.string().max(64)]).optional(),
});
export type WidgetTokenRequest = z.infer<typeof WidgetTokenRequestSchema>;

export const WidgetTokenResponseSchema = z.object({
  /** The voice channel: open `${ws_url}/${session_id}/${agent_id}?token=...`. */
  ws_url: z.string(),
  /** Authorises this session's text chat (Bearer) and its voice call; short-lived. */
  token: z.string(),
  session_id: z.string(),
  expires_at: z.string(),
  /** What the widget shows: the agent's display name and corner. */
  agent: z.object({
    name: z.string(),
    position: z.enum(['bottom-right', 'bottom-left', 'top-right', 'top-left']),
    voice_enabled: z.boolean(),
    /** The languages it takes calls in, and its own, which calls start in by default. */
    languages: z.array(AgentLanguageSchema),
    primary_language: AgentLanguageSchema,
  }),
  /** Of the agent's languages, those this server's speech recogniser understands. */
  voice_languages: z.array(AgentLanguageSchema),
  /** Whether this server can take voice calls now (its speech engines are installed and set up). */
  voice_available: z.boolean(),
  /** STUN/TURN servers for the call's RTCPeerConnection; empty on loopback and LANs. */
  ice_servers: z.array(IceServerSchema),
  /** How the panel looks (issue 33 §1), resolved for showing. */
  appearance: ServedWidgetAppearanceSchema,
  /** Who answers this session now (issue 33 §5). */
  handoff_state: z.enum(HANDOFF_STATES),
  /** A preview session from the builder: counted toward no plan or key. */
  preview: z.boolean(),
});
export type WidgetTokenResponse = z.infer<typeof WidgetTokenResponseSchema>;
