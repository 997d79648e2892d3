// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUser } from '#shared/schemas/user.js';
import { readStoredSession } from '#web/lib/session-storage.js';
import { focusRightAfterClicking } from '#web/test/click-as-a-browser.js';
import { buildUser } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { renderDashboard, stubApi, stubXhr } from '../test/dashboard-test-kit.js';
import { toProfileFormValues } from './profile-form-schema.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The account's language is part of the profile the server answers (docs/decisions/0031).
const user = buildUser({
  name: 'Asha Rao',
  studyPreference: 'Abroad',
  hasResume: true,
  resumeFilename: 'cv.pdf',
  language: 'en',
});

async function openEditor() {
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Edit profile' });
}

describe('profile card edit mode', () => {
  it('toggles between view and edit, with the stored values in the form and focus moved', async () => {
    stubApi({ user });
    renderDashboard(user);

    const form = await openEditor();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit your profile'));
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao');
    expect((within(form).getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByRole('radio', { name: 'Study Abroad' }).getAttribute('aria-checked')).toBe('true');
    expect(within(form).getByRole('radio', { name: 'Third Year' }).getAttribute('aria-checked')).toBe('true');
    expect(
      (
        within(form).getByLabelText(/^Institution/, {
          selector: '#profile-education-twelfth-institution',
        }) as HTMLInputElement
      ).value,
    ).toBe('PU College');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' })));
  });

  it('moves the focus into the form, and back to Edit Profile, in the render that changes the mode', async () => {
    stubApi({ user });
    renderDashboard(user);
    const edit = await screen.findByRole('button', { name: 'Edit Profile' });
    // A student who taps Edit Profile and types at once types into the form's part of the page.
    expect((await focusRightAfterClicking(edit))?.textContent).toBe('Edit your profile');
    const cancel = within(screen.getByRole('form', { name: 'Edit profile' })).getByRole('button', { name: 'Cancel' });
    expect(await focusRightAfterClicking(cancel)).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
  });

  it('Cancel throws the edits away and the form opens again with the stored profile', async () => {
    stubApi({ user });
    renderDashboard(user);

    let form = await openEditor();
    const name = within(form).getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Someone Else');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Skills' }), 'Rust{Enter}');
    expect(within(form).getByRole('button', { name: 'Remove skill Rust' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByText('Someone Else')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    form = await openEditor();
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Rao');
    expect(within(form).queryByRole('button', { name: 'Remove skill Rust' })).toBeNull();
  });

  it('adds skills with Enter, refusing blanks and duplicates', async () => {
    stubApi({ user });
    renderDashboard(user);
    const form = await openEditor();
    const skills = within(form).getByRole('combobox', { name: 'Skills' });

    await userEvent.type(skills, '  Go  {Enter}');
    await userEvent.type(skills, '   {Enter}');
    await userEvent.type(skills, 'react{Enter}');
    const chosen = within(form).getByRole('list', { name: 'Chosen skills' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Go']);
    expect(within(form).getByText('react is already added')).toBeTruthy();
  });

  it('refuses a resume that is not a PDF and a picture that is not an image', async () => {
    stubApi({ user });
    renderDashboard(user);
    const form = await openEditor();
    const upload = userEvent.setup({ applyAccept: false });

    await upload.upload(
      within(form).getByLabelText('Resume'),
      new File(['hi'], 'cv.docx', { type: 'application/msword' }),
    );
    expect((await within(form).findByRole('alert')).textContent).toBe('Please select a PDF file for resume');

    await upload.upload(
      within(form).getByLabelText('Profile Picture'),
      new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }),
    );
    await within(form).findByText('Please select an image file for profile picture');
  });

  it('shows the validation messages of the shared rules before sending anything', async () => {
    const sent = stubXhr({ status: 200, body: { user } });
    stubApi({ user });
    renderDashboard(user);
    const form = await openEditor();

    await userEvent.clear(within(form).getByLabelText('Current city'));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove skill React' }));
    await userEvent.click(within(form).getByRole('button', { name: /Save changes/ }));

    expect(await within(form).findByText('Please enter your current city')).toBeTruthy();
    expect(within(form).getByText('Please add at least one skill')).toBeTruthy();
    expect(within(form).getByLabelText('Current city').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });
});

describe('saving the profile', () => {
  it('sends PUT /api/profile with the bearer token and files, shows progress, then updates the session', async () => {
    const stored: TUser = { ...user, hasProfilePicture: true };
    const saved: TUser = { ...stored, name: 'Asha R', skills: ['React', 'Go'] };
    const sent = stubXhr({ status: 200, body: { user: saved } });
    stubApi({ user: stored });
    renderDashboard(stored);
    const pictureBefore = screen.getByRole('img', { name: 'Profile of Asha Rao' }).getAttribute('src');
    const form = await openEditor();

    const name = within(form).getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha R');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Skills' }), 'Go{Enter}');
    await userEvent.upload(
      within(form).getByLabelText('Resume'),
      new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' }),
    );
    await userEvent.upload(
      within(form).getByLabelText('Profile Picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await within(form).findByText('me.png');
    await userEvent.click(within(form).getByRole('button', { name: /Save changes/ }));

    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/profile', headers: { Authorization: 'Bearer tok' } });
    expect(sent[0].body).toMatchObject({
      name: 'Asha R',
      skills: ['React', 'Go'],
      resumeFilename: 'new.pdf',
      resumeContentType: 'application/pdf',
      resumeData: btoa('%PDF-1.4'),
      profilePictureFilename: 'me.png',
      profilePictureContentType: 'image/png',
    });
    expect(sent[0].body).not.toHaveProperty('email');
    expect(readStoredSession().userData?.name).toBe('Asha R');
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Asha R' })).toBeTruthy();
    // docs/spec/student-side.md §2: a new cache-busting query after the update, so the new picture is fetched.
    const pictureAfter = screen.getByRole('img', { name: 'Profile of Asha R' }).getAttribute('src');
    expect(pictureAfter).toMatch(/^\/api\/profile-picture\/user-1\?t=\d+$/);
    expect(pictureAfter).not.toBe(pictureBefore);
  });

  it("toasts the server's message, or 'Failed to update profile', and stays in edit mode", async () => {
    stubXhr({ status: 400, body: { message: 'Please select a PDF file for resume', code: 'RESUME_NOT_PDF' } });
    stubApi({ user });
    renderDashboard(user);
    const form = await openEditor();
    await userEvent.click(within(form).getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Please select a PDF file for resume')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
    cleanup();

    stubXhr({ status: 413, body: {} });
    stubApi({ user });
    renderDashboard(user);
    await userEvent.click(within(await openEditor()).getByRole('button', { name: /Save changes/ }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });
});

describe('toProfileFormValues', () => {
  it('defaults the study preference to India when the stored value is missing (docs/spec/student-side.md §3)', () => {
    const stored = { ...user, studyPreference: undefined } as unknown as TUser;
    expect(toProfileFormValues(stored).studyPreference).toBe('India');
    expect(toProfileFormValues(user).studyPreference).toBe('Abroad');
  });
});
