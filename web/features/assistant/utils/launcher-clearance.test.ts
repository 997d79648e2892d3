// @vitest-environment jsdom

import { afterEach, describe, expect, it } from 'vitest';
import { isTextEntry } from './launcher-clearance.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild as Element;
}

describe('the fields that bring up a phone keyboard (the assistant button steps aside for them)', () => {
  it('counts text fields, text areas, selects and editable text', () => {
    for (const html of [
      '<input>',
      '<input type="email">',
      '<input type="password">',
      '<input type="search">',
      '<input type="tel">',
      '<textarea></textarea>',
      '<select><option>A</option></select>',
      '<div contenteditable="true"></div>',
    ]) {
      expect(isTextEntry(element(html)), html).toBe(true);
    }
  });

  it('leaves out what a tap operates without a keyboard', () => {
    for (const html of [
      '<input type="checkbox">',
      '<input type="radio">',
      '<input type="file">',
      '<input type="submit">',
      '<button>Apply</button>',
      '<a href="/">Home</a>',
      '<div contenteditable="false"></div>',
    ]) {
      expect(isTextEntry(element(html)), html).toBe(false);
    }
    expect(isTextEntry(null)).toBe(false);
  });

  it("leaves out the assistant's own message field", () => {
    const panel = element('<section data-assistant="panel"><input></section>');
    expect(isTextEntry(panel.querySelector('input'))).toBe(false);
  });
});
