/** One page of a newest-first list; pass `nextCursor` back as `before` for the next page. */
export type CursorPage<T> = { items: T[]; nextCursor: string | null };

/**
 * Builds a page from rows read newest first with `limit + 1` as the read limit: the extra row
 * only says that another page exists, and the cursor is the id of the last row shown.
 */
export function toCursorPage<Row extends { id: string }, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
): CursorPage<Item> {
  const shown = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? (shown.at(-1)?.id ?? null) : null;
  return { items: shown.map(toItem), nextCursor };
}
