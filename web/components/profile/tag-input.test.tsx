// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '#web/test/testing-library.js';
import { TagInput } from './tag-input.js';

afterEach(cleanup);

const LIST = [
  'React',
  'React Native',
  'Preact',
  'Redux',
  'Java',
  'JavaScript',
  ...Array.from({ length: 20 }, (_, i) => `Skill ${i}`),
];

function Harness({ initial = [] as string[], error }: { initial?: string[]; error?: string }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      id="skills"
      label="Skills"
      itemName="skill"
      value={tags}
      onChange={setTags}
      suggestions={LIST}
      error={error}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Skills' });
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
const chips = () =>
  screen.queryAllByRole('button', { name: /^Remove skill / }).map((b) => b.getAttribute('aria-label'));

describe('TagInput', () => {
  it('suggests at most 10 entries, case-insensitively, without the chosen ones', async () => {
    render(<Harness initial={['react']} />);
    await userEvent.type(box(), 'REAC');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.textContent)).toEqual(['React Native', 'Preact']);
    await userEvent.clear(box());
    await userEvent.type(box(), 'skill');
    expect(options()).toHaveLength(10);
  });

  it('moves through the suggestions with the arrow keys and adds the highlighted one with Enter', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'java');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe('skills-option-1');
    expect(options()[1].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe('skills-option-1');
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['Remove skill JavaScript']);
    expect((box() as HTMLInputElement).value).toBe('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('adds a custom entry, trimmed, with Enter or the Add button; refuses empty ones and duplicates', async () => {
    render(<Harness initial={['Java']} />);
    const add = screen.getByRole('button', { name: 'Add skill' });
    expect(add.hasAttribute('disabled')).toBe(true);
    await userEvent.type(box(), '   {Enter}');
    expect(chips()).toEqual(['Remove skill Java']);

    await userEvent.clear(box());
    await userEvent.type(box(), '  Kannada typing  ');
    await userEvent.click(add);
    await userEvent.type(box(), 'Carpentry{Enter}');
    expect(chips()).toEqual(['Remove skill Java', 'Remove skill Kannada typing', 'Remove skill Carpentry']);
    expect(document.activeElement).toBe(box());

    await userEvent.type(box(), ' JAVA {Enter}');
    expect(chips()).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('JAVA is already added');
    expect(screen.getByText('3/200 recommended', { exact: false })).toBeTruthy();
  });

  it('picks a suggestion with the mouse, removes chips, and shows an error tied to the box', async () => {
    render(<Harness initial={['Redux']} error="Please add at least one skill" />);
    await userEvent.type(box(), 'pre');
    await userEvent.click(screen.getByRole('option', { name: 'Preact' }));
    expect(chips()).toEqual(['Remove skill Redux', 'Remove skill Preact']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove skill Redux' }));
    expect(chips()).toEqual(['Remove skill Preact']);
    expect(document.activeElement).toBe(box());

    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toContain('skills-error');
    expect(screen.getByRole('alert').textContent).toBe('Please add at least one skill');
  });

  it('closes the list with Escape', async () => {
    render(<Harness />);
    await userEvent.type(box(), 're');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the highlighted suggestion through an input event that leaves the text as it was', async () => {
    // What an input method sends when it ends the word being composed (a phone's predictive keyboard).
    render(<Harness />);
    await userEvent.type(box(), 'Rea');
    await userEvent.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe('skills-option-0');
    fireEvent.input(box(), { target: { value: 'Rea' } });
    expect(box().getAttribute('aria-activedescendant')).toBe('skills-option-0');
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['Remove skill React']);
  });

  it('leaves to an input method the keys it uses: Enter while composing only finishes the word', async () => {
    render(<Harness />);
    await userEvent.type(box(), 'Carp');
    // Enter while a word is composed: nothing is added, and the form around is not submitted.
    expect(fireEvent.keyDown(box(), { key: 'Enter', isComposing: true })).toBe(false);
    // A key the input method took for itself (keyCode 229) moves nothing.
    fireEvent.keyDown(box(), { key: 'ArrowDown', keyCode: 229 });
    expect(chips()).toEqual([]);
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect((box() as HTMLInputElement).value).toBe('Carp');
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['Remove skill Carp']);
  });
});
