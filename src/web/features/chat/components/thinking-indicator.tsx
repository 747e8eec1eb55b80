import { Loader2 } from 'lucide-react';

interface ThinkingIndicatorProps {
  /** Sending, and no piece of the reply has arrived yet. */
  thinking: boolean;
  /** The tool the coach is using right now, in words; shown even while text streams. */
  toolActivity?: string;
}

/**
 * 'Agent is thinking...' (spec 01 §4), or what the coach is doing with a tool. A polite live
 * region that stays in the page, so each change is read out once.
 */
export function ThinkingIndicator({ thinking, toolActivity }: ThinkingIndicatorProps) {
  const text = toolActivity ?? (thinking ? 'Agent is thinking...' : undefined);
  return (
    <div role="status" className="min-h-6 text-sm text-slate-600">
      {text && (
        <span className="inline-flex items-center gap-2">
          <Loader2 aria-hidden className="size-4 animate-spin" /> {text}
        </span>
      )}
    </div>
  );
}
