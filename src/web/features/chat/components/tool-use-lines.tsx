import { Wrench } from 'lucide-react';
import { type ToolCall, toolUseLine } from '../lib/tool-activity';

/** Under a coach's reply: each tool it used and how that went, so the call shows beside its answer. */
export function ToolUseLines({ calls }: { calls: readonly ToolCall[] }) {
  return (
    <ul aria-label="Tools used" className="mt-1 text-xs text-slate-600">
      {calls.map((call, i) => (
        <li key={`${i}-${call.tool}`}>
          <Wrench aria-hidden className="mr-1 inline size-3" />
          {toolUseLine(call)}
          {call.target && <span className="break-all"> ({call.target})</span>}
        </li>
      ))}
    </ul>
  );
}
