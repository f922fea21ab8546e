import { Link } from 'react-router-dom';
import type { LegalLink, RichText } from '@/features/legal/types';

function LegalAnchor({ link }: { link: LegalLink }) {
  // Site paths go through the router (no reload); mailto:/tel: are left to the browser.
  if (link.href.startsWith('/')) return <Link to={link.href}>{link.text}</Link>;
  return <a href={link.href}>{link.text}</a>;
}

/** Text of a content module, with its links made real. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) =>
    typeof part === 'string' ? part : <LegalAnchor key={`${index}-${part.href}`} link={part} />,
  );
}
