import type { StorageEntry, StorageKind } from '@/features/legal/types';

/** The words the cookie policy's table uses for the inventory's fixed values, per language. */
export interface StorageTableLabels {
  kinds: Readonly<Record<StorageKind, string>>;
  setBy: Readonly<Record<StorageEntry['setBy'], string>>;
  /** Joins the places an entry may live in ("Local storage or Session storage"). */
  or: string;
}

/** The cookie policy's table rows: the key's own name first, then where, who, why and how long. */
export function storageTableRows(
  entries: readonly StorageEntry[],
  labels: StorageTableLabels,
): string[][] {
  return entries.map((entry) => [
    entry.name,
    entry.kinds.map((kind) => labels.kinds[kind]).join(labels.or),
    labels.setBy[entry.setBy],
    entry.purpose,
    entry.lifetime,
  ]);
}
