import type { KeyValueEntry } from '@/lib/events/event-detail-view';

/** Labelled facts as a definition list; entries with an href become mailto:/tel: links. */
export function KeyValueList({ entries }: { entries: readonly KeyValueEntry[] }) {
  return (
    <dl className="key-values">
      {entries.map((entry) => (
        <div key={entry.key} className="key-values__row">
          <dt>{entry.label}</dt>
          <dd>{entry.href ? <a href={entry.href}>{entry.value}</a> : entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
