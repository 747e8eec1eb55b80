import { z } from 'zod';
import type { FoundServer } from '../../../../shared/schemas/admin-settings';

/** How long a local server may take to say which models it has: closed ports fail at once. */
const PROBE_TIMEOUT_MS = 1_500;

const LABELS: Record<string, string> = {
  ollama: 'Ollama',
  'lm-studio': 'LM Studio',
  'llama.cpp': 'llama.cpp',
  vllm: 'vLLM',
};

const OllamaTags = z.object({ models: z.array(z.object({ name: z.string() })) });
const OpenAiModels = z.object({ data: z.array(z.object({ id: z.string() })) });

export interface DiscoveryTarget {
  kind: string;
  url: string;
}

/** Asks one target for its models; undefined when nothing (or something else) answers there. */
async function probe(
  target: DiscoveryTarget,
  signal: AbortSignal,
): Promise<FoundServer | undefined> {
  const root = target.url.replace(/\/+$/, '').replace(/\/v1$/, '');
  const ollama = target.kind === 'ollama';
  try {
    const res = await fetch(ollama ? `${root}/api/tags` : `${root}/v1/models`, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return undefined;
    }
    const body: unknown = await res.json();
    const models = ollama
      ? OllamaTags.parse(body).models.map((m) => m.name)
      : OpenAiModels.parse(body).data.map((m) => m.id);
    return {
      kind: target.kind,
      label: LABELS[target.kind] ?? 'OpenAI-compatible server',
      base_url: `${root}/v1`,
      models: [...new Set(models)].sort((a, b) => a.localeCompare(b)),
    };
  } catch {
    // A closed port, a timeout or another service on that port: not a model server, not news.
    return undefined;
  }
}

/** Looks at every target at once; lists only the servers that answered with their models. */
export async function discoverModelServers(
  targets: DiscoveryTarget[],
  signal: AbortSignal,
): Promise<FoundServer[]> {
  const found = await Promise.all(targets.map((target) => probe(target, signal)));
  return found.filter((server): server is FoundServer => server !== undefined);
}
