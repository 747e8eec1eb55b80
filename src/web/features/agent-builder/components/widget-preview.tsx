import { useEffect, useState } from 'react';
import type {
  WidgetAppearance,
  WidgetLook,
  WidgetPreviewResponse,
} from '../../../../shared/schemas/widget-appearance';
import { errorSentence } from '../../../lib/error-sentence';
import { openWidgetPreview } from './widget-appearance-api';

/** Settings are re-previewed once the owner pauses typing. */
const SETTLE_MS = 500;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * A blank page running the real loader (our /widget.js) with a preview token instead of a key
 * and the unsaved look: same origin as the builder, so the preview's calls carry its origin.
 */
function previewDocument(
  agentId: string,
  preview: WidgetPreviewResponse,
  shown: Pick<WidgetLook, 'name' | 'position'>,
): string {
  const look = escapeAttribute(JSON.stringify({ ...preview.look, ...shown }));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget preview</title></head>
<body><script async src="/widget.js" data-agent-id="${escapeAttribute(agentId)}" data-key="${escapeAttribute(preview.token)}" data-look="${look}"></script></body></html>`;
}

/**
 * The live preview (issue 33 §3): the widget itself, with the settings as they are in the form,
 * in a session that counts toward no plan or key. `appearance` is undefined while the form has
 * errors: the last good preview stays.
 */
export function WidgetPreview({
  agentId,
  appearance,
  name,
  position,
}: {
  agentId: string;
  appearance: WidgetAppearance | undefined;
  /** The name and corner as the agent's form has them now, saved or not. */
  name: string;
  position: WidgetLook['position'];
}) {
  const [page, setPage] = useState<string>();
  const [error, setError] = useState<string>();
  const settings = appearance && JSON.stringify(appearance);
  const shownLook = { name, position };
  const shown = JSON.stringify(shownLook);
  useEffect(() => {
    if (!settings) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      openWidgetPreview(agentId, JSON.parse(settings) as WidgetAppearance, abort.signal)
        .then((preview) => {
          setError(undefined);
          setPage(previewDocument(agentId, preview, JSON.parse(shown) as typeof shownLook));
        })
        .catch((failure: unknown) => {
          if (!abort.signal.aborted)
            setError(errorSentence(failure, 'The preview could not be opened. Please try again.'));
        });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [agentId, settings, shown]);
  return (
    <figure className="mt-3">
      {page ? (
        <iframe
          title="Widget preview: try your widget here"
          srcDoc={page}
          className="h-[560px] w-full rounded-lg border border-slate-300 bg-slate-50"
        />
      ) : (
        <div className="grid h-40 place-items-center rounded-lg border border-slate-300 bg-slate-50 text-sm text-slate-600">
          {error ? '' : 'Opening the preview…'}
        </div>
      )}
      <p role="alert" className="mt-1 text-sm text-red-700">
        {error}
      </p>
      <figcaption className="mt-1 text-sm text-slate-600">
        Preview: your widget with the settings above, not yet saved. Try it: chats here are kept
        apart and count toward no plan or key.
      </figcaption>
    </figure>
  );
}
