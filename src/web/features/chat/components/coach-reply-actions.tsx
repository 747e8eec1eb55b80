import clsx from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useMemo } from 'react';
import type { Rating } from '../lib/chat-message';
import { plainText } from '../lib/plain-text';
import { CopyButton } from './copy-button';

const iconButton =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';

interface CoachReplyActionsProps {
  content: string;
  /** False for local-only replies (errors): they can be copied but not rated. */
  rateable: boolean;
  rating?: Rating;
  busy: boolean;
  onRate(rating: Rating): void;
}

/** Copy, thumbs up and thumbs down under a coach reply. */
export function CoachReplyActions({
  content,
  rateable,
  rating,
  busy,
  onRate,
}: CoachReplyActionsProps) {
  const locked = Boolean(rating) || busy;
  // Copied as words, without the markdown marks the reply is written in.
  const words = useMemo(() => plainText(content), [content]);
  return (
    <div className="mt-1 flex items-center gap-1">
      <CopyButton text={words} className={iconButton} />
      {rateable && (
        <>
          <button
            type="button"
            className={clsx(iconButton, rating === 'positive' && 'bg-emerald-100 text-emerald-800')}
            aria-label="Helpful"
            title="Helpful"
            aria-pressed={rating === 'positive'}
            disabled={locked}
            onClick={() => onRate('positive')}
          >
            <ThumbsUp aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={clsx(iconButton, rating === 'negative' && 'bg-red-100 text-red-800')}
            aria-label="Not helpful"
            title="Not helpful"
            aria-pressed={rating === 'negative'}
            disabled={locked}
            onClick={() => onRate('negative')}
          >
            <ThumbsDown aria-hidden className="size-4" />
          </button>
        </>
      )}
    </div>
  );
}
