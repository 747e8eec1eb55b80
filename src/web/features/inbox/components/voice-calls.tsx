import type { InboxConversationDetail } from '../../../../shared/schemas/inbox';
import { formatMoment, formatMs } from '../lib/when';

type VoiceCall = InboxConversationDetail['voice_calls'][number];

/** Each call's turns, timed from the end of the caller's speech. */
export function VoiceCalls({ calls }: { calls: readonly VoiceCall[] }) {
  if (calls.length === 0) return null;
  return (
    <section aria-labelledby="inbox-voice-calls" className="mt-6">
      <h3 id="inbox-voice-calls" className="text-base font-semibold text-slate-900">
        Voice calls
      </h3>
      {calls.map((call) => (
        <div key={call.id} className="mt-2 overflow-x-auto">
          <p className="text-sm text-slate-700">
            {formatMoment(call.started_at)}
            {call.ended_at ? ` to ${formatMoment(call.ended_at)}` : ', still going'}
            {call.end_reason ? ` (${call.end_reason})` : ''}
          </p>
          <table className="mt-1 w-full text-left text-xs text-slate-800">
            <caption className="sr-only">
              Turn timings, from the end of the caller&apos;s speech
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-2">
                  Turn
                </th>
                <th scope="col" className="py-1 pr-2">
                  Caller spoke
                </th>
                <th scope="col" className="py-1 pr-2">
                  Transcript
                </th>
                <th scope="col" className="py-1 pr-2">
                  First word
                </th>
                <th scope="col" className="py-1 pr-2">
                  First sound
                </th>
                <th scope="col" className="py-1 pr-2">
                  Reply audio
                </th>
              </tr>
            </thead>
            <tbody>
              {call.turns.map((turn) => (
                <tr key={turn.turn_index} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {turn.turn_index + 1}
                    {turn.interrupted ? ' (interrupted)' : ''}
                    {turn.error ? ` (failed: ${turn.error})` : ''}
                  </th>
                  <td className="py-1 pr-2">{formatMs(turn.speech_ms)}</td>
                  <td className="py-1 pr-2">{formatMs(turn.transcript_ms)}</td>
                  <td className="py-1 pr-2">{formatMs(turn.first_token_ms)}</td>
                  <td className="py-1 pr-2">{formatMs(turn.first_audio_ms)}</td>
                  <td className="py-1 pr-2">{formatMs(turn.reply_audio_ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}

/** The files read in the conversation: where they came in and how much text they gave. */
export function ConversationFiles({ files }: { files: InboxConversationDetail['files'] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="inbox-files" className="mt-6">
      <h3 id="inbox-files" className="text-base font-semibold text-slate-900">
        Files
      </h3>
      <ul className="mt-1 text-sm text-slate-800">
        {files.map((file, i) => (
          <li key={`${i}-${file.name}`}>
            {file.name}: with message {file.position + 1}, {file.chars.toLocaleString('en-US')}{' '}
            characters of text read
          </li>
        ))}
      </ul>
    </section>
  );
}
