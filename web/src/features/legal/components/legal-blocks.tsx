import { LegalTableView } from '@/features/legal/components/legal-table';
import { RichTextView } from '@/features/legal/components/rich-text';
import type { LegalBlock } from '@/features/legal/types';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="legal-list">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </ul>
      );
    case 'definitions':
      return (
        <dl className="legal-definitions">
          {block.rows.map((row) => (
            <div key={row.term}>
              <dt>{row.term}</dt>
              <dd>
                <RichTextView text={row.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return <LegalTableView table={block.table} />;
  }
}

/** The paragraphs, lists, definition rows and tables of one section, in order. */
export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => <Block key={index} block={block} />);
}
