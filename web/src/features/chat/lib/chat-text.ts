/**
 * Bot texts mark links as `[label](/path)`. They are split into plain text and link parts for
 * the renderer, which turns links into router links: nothing is ever inserted as HTML, and only
 * paths inside the site (one leading slash) become links.
 */
export type ChatTextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };

const LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^\s()]*)\)/g;

export function parseChatText(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', to = '/'] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', text: label, to });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
