import type { RichLine } from '@/lib/events/rich-text';
import { parseRichText } from '@/lib/events/rich-text';

function Line({ line }: { line: RichLine }) {
  return line.map((run, index) =>
    run.strong ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>,
  );
}

/** Markdown-like text as paragraphs and lists, built from text nodes only (never HTML). */
export function RichText({ source }: { source: string }) {
  return (
    <div className="rich-text">
      {parseRichText(source).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <p key={index} className="rich-text__heading">
              <Line line={block.line} />
            </p>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Line line={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Line line={line} />
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
