// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { render, screen } from '#web/test/testing-library.js';
import { AcademicStatusField } from './academic-status-field.js';
import { EducationFields, toEducationValue } from './education-fields.js';
import { FileField } from './file-field.js';
import { TAG_LISTS } from './student-tag-lists.js';
import { StudyPreferenceField } from './study-preference-field.js';
import { TagInput } from './tag-input.js';

// The profile pieces the registration wizard and the profile editor share, in Kannada and Hindi: labels,
// hints, screen-reader names and the validation messages they show (a schema's English, translated).
// The exact texts checked are this catalog's own; the words a feature's catalog also holds (the same
// English, e.g. 'Skills') are checked to be out of English.

afterEach(backToEnglish);

const LANGUAGES = ['kn', 'hi'] as const;
const SKILLS = ['React', 'Python'];
// A PDF's bytes as the API takes them (base64, no prefix).
const PICKED_RESUME = { data: btoa('%PDF-1.4 hello'), filename: 'cv.pdf', contentType: 'application/pdf' };

describe.each(LANGUAGES)('the profile fields in %s', (language) => {
  it('tag input: label, hint, chips, buttons, the duplicate notice and the error', async () => {
    await showPagesIn(language);
    const { container } = render(
      <TagInput
        id="skills"
        {...TAG_LISTS.skills}
        value={SKILLS}
        onChange={vi.fn()}
        error="Please add at least one skill"
      />,
    );
    const alert = screen.getByRole('alert').textContent;
    expect(alert).not.toBe('Please add at least one skill');
    expect(
      screen.getByRole('button', { name: { kn: 'ಕೌಶಲ್ಯ React ತೆಗೆದುಹಾಕಿ', hi: 'कौशल React हटाएँ' }[language] }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: { kn: 'ಕೌಶಲ್ಯ ಸೇರಿಸಿ', hi: 'कौशल जोड़ें' }[language] })).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox'), 'react{Enter}');
    expect(screen.getByRole('status').textContent).toBe(
      { kn: 'react ಈಗಾಗಲೇ ಸೇರಿದೆ', hi: 'react पहले से जोड़ा हुआ है' }[language],
    );
    // The chips and the suggestions are skill names, written as people write them.
    expect(englishLeftIn(container, [...TAG_LISTS.skills.suggestions, 'react'])).toEqual([]);
  });

  it('tag input: the keywords list and its suggestions', async () => {
    await showPagesIn(language);
    const { container } = render(
      <TagInput id="keywords" {...TAG_LISTS.keywords} value={[]} onChange={vi.fn()} suggestions={['Finance']} />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'fin');
    expect(screen.getByRole('listbox').getAttribute('aria-label')).toBe(
      { kn: 'ಕೀವರ್ಡ್‌ಗಳು / ಆಸಕ್ತಿಗಳು: ಸಲಹೆಗಳು', hi: 'कीवर्ड / रुचियाँ: सुझाव' }[language],
    );
    expect(englishLeftIn(container, ['Finance'])).toEqual([]);
  });

  it('file field: a resume picked, and a wrong file refused', async () => {
    await showPagesIn(language);
    const onInvalid = vi.fn();
    const { container } = render(
      <FileField kind="resume" id="resume" value={PICKED_RESUME} onChange={vi.fn()} onInvalid={onInvalid} />,
    );
    expect(
      screen.getByRole('button', { name: { kn: 'ಆಯ್ಕೆ ಮಾಡಿದ ರೆಸ್ಯೂಮ್ ತೆಗೆದುಹಾಕಿ', hi: 'चुना गया रिज़्यूमे हटाएँ' }[language] }),
    ).toBeTruthy();
    const input = container.querySelector<HTMLInputElement>('#resume');
    if (!input) throw new Error('no file input');
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['x'], 'cv.docx', { type: 'application/vnd.openxmlformats' }));
    const refusal = { kn: 'ರೆಸ್ಯೂಮ್‌ಗಾಗಿ ದಯವಿಟ್ಟು PDF ಫೈಲ್ ಆಯ್ಕೆಮಾಡಿ', hi: 'रिज़्यूमे के लिए कृपया PDF फ़ाइल चुनें' }[language];
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(onInvalid).toHaveBeenCalledWith(refusal);
    expect(englishLeftIn(container, ['cv.pdf'])).toEqual([]);
  });

  it('file field: nothing picked yet, a stored picture, and no picture', async () => {
    await showPagesIn(language);
    const { container } = render(
      <>
        <FileField kind="resume" id="resume" value={null} onChange={vi.fn()} />
        <FileField kind="picture" id="picture" value={null} onChange={vi.fn()} currentPreviewUrl="/me.png" />
        <FileField kind="picture" id="picture-2" value={null} onChange={vi.fn()} />
      </>,
    );
    expect(screen.getByText({ kn: 'PDF ಮಾತ್ರ, ಗರಿಷ್ಠ 10MB', hi: 'सिर्फ़ PDF, अधिकतम 10MB' }[language])).toBeTruthy();
    expect(screen.getByRole('img', { name: { kn: 'ಈಗಿನ ಪ್ರೊಫೈಲ್ ಚಿತ್ರ', hi: 'मौजूदा प्रोफ़ाइल फ़ोटो' }[language] })).toBeTruthy();
    // File formats, named as every phone and computer names them.
    expect(englishLeftIn(container, ['JPG', 'PNG'])).toEqual([]);
  });

  it('education blocks with their error, the academic status and the study preference', async () => {
    await showPagesIn(language);
    const { container } = render(
      <>
        <EducationFields
          value={toEducationValue(null)}
          onChange={vi.fn()}
          invalid={{ twelfthPU: true }}
          error="Please enter institution for all education details"
        />
        <AcademicStatusField value="" onChange={vi.fn()} error="Please select your current academic status" />
        <StudyPreferenceField value="India" onChange={vi.fn()} />
      </>,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(englishLeftIn(alerts[0])).toEqual([]);
    expect(englishLeftIn(alerts[1])).toEqual([]);
    expect(
      screen.getAllByPlaceholderText({ kn: 'ಕಾಲೇಜು ಅಥವಾ ವಿಶ್ವವಿದ್ಯಾಲಯದ ಹೆಸರು', hi: 'कॉलेज या विश्वविद्यालय का नाम' }[language]),
    ).toHaveLength(2);
    expect(screen.getByText({ kn: 'ಮುಂದಿನ ಓದಿನ ಆದ್ಯತೆ', hi: 'आगे की पढ़ाई की पसंद' }[language])).toBeTruthy();
    // A degree's usual abbreviation, as students write it.
    expect(englishLeftIn(container, ['MBA'])).toEqual([]);
  });
});
