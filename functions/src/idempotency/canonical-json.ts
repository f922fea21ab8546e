/** JSON with object keys sorted at every depth, so two equal bodies always give the same text. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, inner: unknown) => {
      if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
      const record = inner as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((name) => [name, record[name]]),
      );
    }) ?? 'null'
  );
}
