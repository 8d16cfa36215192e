/** A new Idempotency-Key for each distinct submission; the same key while the visitor resends unchanged values. */
export function idempotencyKeeper() {
  let last: { key: string; values: string } | undefined;
  return {
    keyFor(values: unknown): string {
      const snapshot = JSON.stringify(values);
      if (last?.values !== snapshot) last = { key: newKey(), values: snapshot };
      return last.key;
    },
    forget() {
      last = undefined;
    },
  };
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
