import { type RichBlock, type RichLine, parseRichText } from '@/lib/events/rich-text';
import { CARD_DESCRIPTION_LIMIT, truncate } from '@/lib/truncate';

const lineText = (line: RichLine) => line.map((run) => run.text).join('');

function blockText(block: RichBlock): string {
  if (block.kind === 'heading') return lineText(block.line);
  if (block.kind === 'paragraph') return block.lines.map(lineText).join(' ');
  return block.items.map(lineText).join(', ');
}

/**
 * A description as one line of plain text for a card: the markdown-like markers dropped, and cut
 * at a word within the 120 characters for a normal card.
 */
export function cardSummary(description: string, limit = CARD_DESCRIPTION_LIMIT): string {
  const text = parseRichText(description).map(blockText).join(' ').replace(/\s+/g, ' ');
  return truncate(text, limit);
}
