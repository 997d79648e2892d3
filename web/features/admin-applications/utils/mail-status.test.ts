import { describe, expect, it } from 'vitest';
import { countByMailStatus, mailStatusLabel } from './mail-status.js';

describe('mail status labels (docs/spec/admin-side.md §4)', () => {
  it.each([
    ['sent', 'Email Sent'],
    ['undelivered', 'Email Failed'],
    ['Mail not found', 'No Company Email'],
    ['application received', 'No Company Email'],
    ['pending', 'Pending'],
    ['anything else', 'Pending'],
    ['', 'Pending'],
  ])('%s is shown as %s', (value, label) => {
    expect(mailStatusLabel(value)).toBe(label);
  });

  it('counts each delivery state', () => {
    expect(countByMailStatus(['sent', 'sent', 'undelivered', 'Mail not found', 'pending', 'queued'])).toEqual({
      sent: 2,
      failed: 1,
      noEmail: 1,
      pending: 2,
    });
  });
});
