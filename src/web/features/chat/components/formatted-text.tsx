import { Fragment } from 'react';
import { formatMessage, type TextSegment } from '../lib/format-message';

function Segment({ segment }: { segment: TextSegment }) {
  let node = <>{segment.text}</>;
  if (segment.italic) node = <em>{node}</em>;
  if (segment.bold) node = <strong className="font-semibold">{node}</strong>;
  return node;
}

/** Renders **bold**, *italic* and line breaks as React elements (never as HTML). */
export function FormattedText({ text }: { text: string }) {
  const lines = formatMessage(text);
  return (
    <>
      {lines.map((segments, line) => (
        <Fragment key={line}>
          {line > 0 && <br />}
          {segments.map((segment, i) => (
            <Segment key={i} segment={segment} />
          ))}
        </Fragment>
      ))}
    </>
  );
}
