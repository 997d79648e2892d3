import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { reasonMessage } from './reasons.js';

/** The reason as the pages show it in English. */
function shown(reason: string): string {
  const message = reasonMessage(reason);
  return typeof message === 'string' ? message : i18n._(message);
}

describe('reasonMessage', () => {
  it('knows each of the server’s reasons and keeps the matched words as they are', () => {
    i18n.activate('en');
    for (const reason of [
      'Matches your skills: React, Node.js',
      'Matches your interests: web development',
      'In Bengaluru',
      'Remote',
      'Remote: fits plans to study abroad',
    ]) {
      expect(typeof reasonMessage(reason)).toBe('object');
      expect(shown(reason)).toBe(reason);
    }
  });

  it('shows a reason of another form as the server wrote it', () => {
    expect(reasonMessage('Close to home')).toBe('Close to home');
    expect(reasonMessage('In ')).toBe('In ');
  });
});
