import { KeyValueList } from '@/components/event-detail/key-value-list';
import { RichText } from '@/components/event-detail/rich-text';
import type { KeyValueEntry, TextOrKeyValues } from '@/lib/events/event-detail-view';

function toEntries(map: Readonly<Record<string, string>>): KeyValueEntry[] {
  return Object.entries(map)
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => ({ key, label: key, value }));
}

/** "text or key-value map": text as paragraphs and lists, a map as a definition list. */
export function TextOrKeyValuesContent({ value }: { value: TextOrKeyValues }) {
  return typeof value === 'string' ? (
    <RichText source={value} />
  ) : (
    <KeyValueList entries={toEntries(value)} />
  );
}
