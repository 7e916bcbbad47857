import { Fragment } from 'react';
import { parseMarkup, type InlineSegment } from './markup';

function Inline({ segments }: { segments: InlineSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.bold ? (
          <strong key={index} className="font-semibold">
            {segment.text}
          </strong>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Renders the library's simple markup as React elements. Every piece of text is a React text
 * node (escaped by React), never HTML: there is no dangerouslySetInnerHTML anywhere.
 */
export function MarkupView({ content }: { content: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed">
      {parseMarkup(content).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h3 key={index} className="pt-2 font-serif text-xl font-semibold">
                <Inline segments={block.segments} />
              </h3>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 pl-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline segments={item} />
                  </li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Inline segments={block.segments} />
              </p>
            );
          default: {
            const unreachable: never = block;
            return unreachable;
          }
        }
      })}
    </div>
  );
}
