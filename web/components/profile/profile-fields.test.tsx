// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '#web/test/testing-library.js';
import { type AcademicStatus, AcademicStatusField } from './academic-status-field.js';
import { EducationFields, type EducationValue, toEducationValue } from './education-fields.js';
import { type StudyPreference, StudyPreferenceField } from './study-preference-field.js';

beforeEach(() => {
  // Radix radio groups measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EducationFields', () => {
  it('edits the three blocks and reports the whole value; invalid institutions are marked', async () => {
    const seen: EducationValue[] = [];
    function Harness() {
      const [value, setValue] = useState(toEducationValue({ twelfthPU: { institution: 'PU' } }));
      return (
        <EducationFields
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
          invalid={{ ugDegree: true }}
          error="Please enter institution for all education details"
        />
      );
    }
    render(<Harness />);
    const ug = screen.getByRole('group', { name: 'UG Degree' });
    const pg = screen.getByRole('group', { name: /PG \/ Masters/ });
    await userEvent.type(within(ug).getByLabelText(/Course/), 'BCom');
    await userEvent.type(within(pg).getByLabelText(/Percentage/), '71');
    await userEvent.type(
      within(screen.getByRole('group', { name: '12th / PU' })).getByLabelText(/Passed Year/),
      '2022',
    );
    expect(seen.at(-1)).toEqual({
      twelfthPU: { institution: 'PU', passedYear: '2022', percentage: '' },
      ugDegree: { institution: '', course: 'BCom', year: '', percentage: '' },
      pgMasters: { institution: '', course: '', year: '', percentage: '71' },
    });
    const ugInstitution = within(ug).getByLabelText(/Institution/);
    expect(ugInstitution.getAttribute('aria-invalid')).toBe('true');
    expect(ugInstitution.getAttribute('aria-describedby')).toBe('education-error');
    expect(screen.getByRole('alert').textContent).toBe('Please enter institution for all education details');
  });

  it('toEducationValue fills missing parts with empty strings', () => {
    expect(toEducationValue(undefined).pgMasters).toEqual({ institution: '', course: '', year: '', percentage: '' });
    expect(toEducationValue({ ugDegree: { institution: 'X', course: undefined } }).ugDegree.course).toBe('');
  });
});

describe('radio fields', () => {
  it('academic status offers the five statuses and reports the choice', async () => {
    const onChange = vi.fn<(status: AcademicStatus) => void>();
    render(
      <AcademicStatusField value="First Year" onChange={onChange} error="Please select your current academic status" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Current Academic Status' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    for (const status of ['First Year', 'Second Year', 'Third Year', 'Fourth Year', 'Graduated']) {
      expect(screen.getByRole('radio', { name: status })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Graduated' }));
    expect(onChange).toHaveBeenCalledWith('Graduated');
    expect(screen.getByRole('alert').textContent).toBe('Please select your current academic status');
  });

  it('study preference labels the three values as the spec says', async () => {
    const onChange = vi.fn<(preference: StudyPreference) => void>();
    render(<StudyPreferenceField value="India" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Study in India' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'Open to Both' }));
    expect(onChange).toHaveBeenCalledWith('Both');
    await userEvent.click(screen.getByRole('radio', { name: 'Study Abroad' }));
    expect(onChange).toHaveBeenCalledWith('Abroad');
  });
});
