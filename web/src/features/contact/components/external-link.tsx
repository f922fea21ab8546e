import { type ReactNode, useId } from 'react';
import { contactCopy } from '@/features/contact/config/contact-copy';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to another site, opened in a new tab. The new-tab hint is a description rather than part
 * of the name, so the link is still called just "Facebook" or "Get directions".
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const hintId = useId();
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-describedby={hintId}
      >
        {children}
      </a>
      <span id={hintId} className="visually-hidden">
        {contactCopy.opensInNewTab}
      </span>
    </>
  );
}
