import { toCursorPage } from './cursor-page';

describe('toCursorPage', () => {
  const rows = (...ids: string[]) => ids.map((id) => ({ id, n: Number(id) }));
  const toItem = (row: { id: string; n: number }) => row.n;

  it('shows at most limit rows and points the cursor at the last one shown when a further row exists', () => {
    expect(toCursorPage(rows('5', '4', '3'), 2, toItem)).toEqual({ items: [5, 4], nextCursor: '4' });
  });

  it('has no cursor when the rows fit in the page', () => {
    expect(toCursorPage(rows('5', '4'), 2, toItem)).toEqual({ items: [5, 4], nextCursor: null });
    expect(toCursorPage(rows('5'), 2, toItem)).toEqual({ items: [5], nextCursor: null });
  });

  it('gives an empty page without a cursor when there are no rows', () => {
    expect(toCursorPage(rows(), 50, toItem)).toEqual({ items: [], nextCursor: null });
  });
});
