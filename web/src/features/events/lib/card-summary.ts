import { type RichBlock, type RichLine, parseRichText } from '@/features/events/lib/rich-text';

/** Spec §9: a normal card's description stops at 120 characters. */
export const CARD_SUMMARY_LENGTH = 120;

const lineText = (line: RichLine) => line.map((run) => run.text).join('');

function blockText(block: RichBlock): string {
  if (block.kind === 'heading') return lineText(block.line);
  if (block.kind === 'paragraph') return block.lines.map(lineText).join(' ');
  return block.items.map(lineText).join(', ');
}

/**
 * A description as one line of plain text for a card: the markdown-like markers dropped, cut at a
 * word within `max` characters and ended with an ellipsis when anything was left out.
 */
export function cardSummary(description: string, max = CARD_SUMMARY_LENGTH): string {
  const text = parseRichText(description).map(blockText).join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`;
}
