import type { ChangeEvent, ReactNode } from 'react';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { LoadFailed } from '@/components/ui/load-failed';
import { consentCopy as copy } from '@/features/athletes/config/athletes-copy';
import type { NoticeState } from '@/features/athletes/hooks/use-consent-notice';

interface ConsentNoticeProps {
  notice: NoticeState;
  onReload: () => void;
  checkbox: {
    name: string;
    checked: boolean;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/** A paragraph's short first line with no full stop is the title of what follows. */
function paragraph(part: string, index: number): ReactNode {
  const [first = '', ...rest] = part.split('\n');
  const titled = rest.length > 0 && first.length <= 60 && !/[.:।]$/.test(first.trim());
  return (
    <p key={index}>
      {titled ? (
        <>
          <strong>{first}</strong>
          {rest.join('\n')}
        </>
      ) : (
        part
      )}
    </p>
  );
}

/** The notice's paragraphs as written (blank lines between them), kept as plain text. */
function paragraphs(text: string): ReactNode[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(paragraph);
}

/**
 * The guardian's consent: the whole notice first, in the page's language, and only then the box,
 * so the consent given is to a text the parent has had in front of them. Without the notice there
 * is no box to tick.
 */
export function ConsentNotice({ notice, onReload, checkbox }: ConsentNoticeProps) {
  return (
    <section className="consent" aria-labelledby="consent-heading">
      <h3 id="consent-heading" className="consent__heading">
        {copy.heading}
      </h3>
      <p>{copy.lead}</p>
      {notice.state === 'loading' && <p role="status">{copy.loading}</p>}
      {notice.state === 'failed' && (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={onReload} />
      )}
      {notice.state === 'loaded' && (
        <>
          <article className="consent__notice" aria-label={copy.noticeLabel}>
            {paragraphs(notice.notice.text)}
            <p className="consent__version">{copy.version(notice.notice.version)}</p>
          </article>
          <CheckboxField label={copy.checkbox} requiredMark {...checkbox} />
        </>
      )}
      {notice.state !== 'loaded' && checkbox.error && (
        <p className="form-field__error">{checkbox.error}</p>
      )}
    </section>
  );
}
