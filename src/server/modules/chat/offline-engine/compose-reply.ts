import type { ScoredPassage } from '../retrieval/bm25';
import type { ToolIntent } from './intents';
import { describeToolResult, type ToolResult } from './tool-results';

function toolOfResult(result: ToolResult): string {
  if (result.kind === 'page') return 'web_scraper';
  if (result.kind === 'video') return 'youtube_transcript';
  if (result.kind === 'failed') return result.tool;
  return 'google_calendar';
}
import { tokenize } from '../retrieval/tokenize';

const SENTENCES_PER_PASSAGE = 3;

/** The passage's sentences that share most words with the question, in their own order. */
export function focus(text: string, query: string): string {
  const sentences = text
    .match(/[^.!?]+(?:[.!?]+|$)/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text];
  if (sentences.length <= SENTENCES_PER_PASSAGE) return text;
  const wanted = new Set(tokenize(query));
  const ranked = sentences
    .map((sentence, index) => ({
      index,
      hits: tokenize(sentence).filter((token) => wanted.has(token)).length,
    }))
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, SENTENCES_PER_PASSAGE)
    .sort((a, b) => a.index - b.index);
  // Keep the opening sentence when it names the topic ("Runway: ...").
  const withTopic = /^[^.:]{2,40}:/.test(sentences[0] ?? '') && !ranked.some((r) => r.index === 0);
  const chosen = withTopic ? [{ index: 0 }, ...ranked.slice(0, -1)] : ranked;
  return chosen.map((r) => sentences[r.index]).join(' ');
}

/** "Runway: keep 18 months" -> "**Runway:** keep 18 months" (the chat renders bold). */
const boldTopic = (text: string) => text.replace(/^([^.:*]{2,40}):\s/, '**$1:** ');

function describeSource(hit: ScoredPassage): string {
  const { source } = hit.passage;
  if (source.kind === 'file') return `From your file "${source.name}": `;
  if (source.kind === 'conversation') return 'From what we discussed earlier: ';
  if (source.kind === 'page') return `From the page "${source.title || source.url}": `;
  if (source.kind === 'video') return `From the video "${source.title}": `;
  return '';
}

/** Without a result (tool not enabled, or not set up), say what the agent cannot do. */
function describeIntent(intent: ToolIntent, tools: string[]): string {
  const has = (tool: string) => tools.includes(tool);
  switch (intent.tool) {
    case 'youtube_transcript':
      return has('youtube_transcript')
        ? `I see a YouTube video (${intent.url}), but I could not read it just now.`
        : `I see a YouTube video (${intent.url}), but reading transcripts is not one of my tools.`;
    case 'web_scraper':
      return has('web_scraper')
        ? `I see a link (${intent.url}), but I could not read it just now.`
        : `I see a link (${intent.url}), but reading web pages is not one of my tools.`;
    case 'google_calendar':
      return has('google_calendar')
        ? 'You want to schedule something, but my Google Calendar is not connected yet: its owner can connect it in the Tools tab.'
        : 'You want to schedule something, but calendar access is not one of my tools.';
  }
}

export function composeReply(options: {
  agentName: string;
  query: string;
  hits: ScoredPassage[];
  topics: string[];
  intents: ToolIntent[];
  tools: string[];
  toolResults: ToolResult[];
}): string {
  // Intents a tool answered are told by their results; the others say why nothing ran.
  const answered = new Set(options.toolResults.map(toolOfResult));
  const parts: string[] = [
    ...options.toolResults.map(describeToolResult),
    ...options.intents
      .filter((intent) => !answered.has(intent.tool))
      .map((intent) => describeIntent(intent, options.tools)),
  ];
  const scheduling = options.toolResults.some((r) => r.kind === 'slots' || r.kind === 'booked');
  if (options.hits.length === 0 || scheduling) {
    if (parts.length > 0) return parts.join('\n\n');
    const topics = options.topics.length
      ? ` I can help with ${options.topics.slice(0, 5).join(', ')}.`
      : '';
    return `I could not find anything about that in what I know as ${options.agentName}.${topics} Could you rephrase it, or tell me more about your situation?`;
  }
  parts.push("Here's what I'd focus on:");
  for (const hit of options.hits) {
    parts.push(`${describeSource(hit)}${boldTopic(focus(hit.passage.text, options.query))}`);
  }
  parts.push('Tell me more about your situation and I can make this more specific to you.');
  return parts.join('\n\n');
}
