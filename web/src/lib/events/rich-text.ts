// The "markdown-like" text of event details, read into plain blocks that React renders
// as elements. Nothing in the source ever becomes markup: angle brackets stay text, links are not
// made, and only **bold**, bullet and numbered lists, headings and line breaks are understood.

export interface TextRun {
  text: string;
  strong: boolean;
}

/** One line of text, split where **bold** starts and ends. */
export type RichLine = TextRun[];

export type RichBlock =
  | { kind: 'paragraph'; lines: RichLine[] }
  | { kind: 'heading'; line: RichLine }
  | { kind: 'list'; ordered: boolean; items: RichLine[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseInline(text: string): RichLine {
  const parts = text.split('**');
  // An odd number of markers leaves the last one unmatched: it stays as written.
  const closed =
    parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), parts.slice(-2).join('**')];
  return closed
    .map((part, index) => ({ text: part, strong: index % 2 === 1 }))
    .filter((run) => run.text !== '');
}

export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let open: RichBlock | null = null;

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    const bullet = BULLET.exec(rawLine);
    const numbered = bullet ? null : NUMBERED.exec(rawLine);
    const heading = HEADING.exec(rawLine);

    if (line === '') {
      open = null;
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = parseInline(((bullet ?? numbered)?.[1] ?? '').trim());
      if (open?.kind === 'list' && open.ordered === ordered) {
        open.items.push(item);
      } else {
        open = { kind: 'list', ordered, items: [item] };
        blocks.push(open);
      }
    } else if (heading) {
      blocks.push({ kind: 'heading', line: parseInline((heading[1] ?? '').trim()) });
      open = null;
    } else if (open?.kind === 'paragraph') {
      open.lines.push(parseInline(line));
    } else {
      open = { kind: 'paragraph', lines: [parseInline(line)] };
      blocks.push(open);
    }
  }
  return blocks;
}
