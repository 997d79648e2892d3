import { describe, expect, it } from 'vitest';
import { DETAIL_VALUE_LIMIT, detailLines, valueText } from './audit-details.js';

describe('detailLines', () => {
  it("shows an edit's changes as field: before → after", () => {
    expect(
      detailLines({
        changes: { title: { before: 'Intern', after: 'Data intern' }, stipend: { before: null, after: 5000 } },
      }),
    ).toEqual([
      { key: 'title', text: 'title: Intern → Data intern', full: 'title: Intern → Data intern' },
      { key: 'stipend', text: 'stipend: – → 5000', full: 'stipend: – → 5000' },
    ]);
  });

  it('shows other details as key: value, cutting long values but keeping them whole in full', () => {
    const long = 'x'.repeat(DETAIL_VALUE_LIMIT + 20);
    const [status, note, result] = detailLines({ status: 'Accepted', note: long, result: { created: 3, failed: 0 } });
    expect(status?.text).toBe('status: Accepted');
    expect(note?.text.length).toBeLessThan(long.length);
    expect(note?.text.endsWith('…')).toBe(true);
    expect(note?.full).toBe(`note: ${long}`);
    expect(result?.text).toBe('result: {"created":3,"failed":0}');
  });

  it('joins lists of plain values', () => {
    expect(valueText(['a', 'b'])).toBe('a, b');
    expect(valueText([])).toBe('[]');
    expect(valueText(true)).toBe('true');
  });
});
