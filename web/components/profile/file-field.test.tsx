// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '#web/test/testing-library.js';
import { FileField, type FileKind, isAcceptedFile, type PickedFile } from './file-field.js';

afterEach(cleanup);

function Harness({
  kind,
  onChange,
  onInvalid,
}: {
  kind: FileKind;
  onChange?: (file: PickedFile | null) => void;
  onInvalid?: (m: string) => void;
}) {
  const [file, setFile] = useState<PickedFile | null>(null);
  return (
    <FileField
      kind={kind}
      id={kind}
      value={file}
      onChange={(next) => {
        setFile(next);
        onChange?.(next);
      }}
      onInvalid={onInvalid}
    />
  );
}

const events = () => userEvent.setup({ applyAccept: false });

describe('FileField', () => {
  it('resume: refuses a non-PDF with the spec message, reads a PDF as base64 without prefix', async () => {
    const onChange = vi.fn();
    const onInvalid = vi.fn();
    render(<Harness kind="resume" onChange={onChange} onInvalid={onInvalid} />);
    expect(screen.getByText('PDF only, max 10MB')).toBeTruthy();
    const input = screen.getByLabelText('Resume');
    expect(input.getAttribute('accept')).toBe('application/pdf,.pdf');

    await events().upload(input, new File(['x'], 'cv.docx', { type: 'application/vnd.openxmlformats' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a PDF file for resume');
    expect(onInvalid).toHaveBeenCalledWith('Please select a PDF file for resume');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    await events().upload(input, new File(['%PDF-1.4 hello'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        data: btoa('%PDF-1.4 hello'),
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('cv.pdf')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove chosen resume' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No resume chosen')).toBeTruthy();
  });

  it('picture: refuses a non-image with the spec message and previews an image', async () => {
    const onChange = vi.fn();
    render(<Harness kind="picture" onChange={onChange} />);
    expect(screen.getByText('JPG or PNG, max 5MB')).toBeTruthy();
    const input = screen.getByLabelText('Profile Picture');
    await events().upload(input, new File(['%PDF'], 'me.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file for profile picture');

    await events().upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Chosen profile picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ filename: 'me.png', contentType: 'image/png' }));
  });

  it('checks by declared type (a PDF without a type is known by its name)', () => {
    expect(isAcceptedFile('resume', { name: 'cv.PDF', type: '' })).toBe(true);
    expect(isAcceptedFile('resume', { name: 'cv.pdf', type: 'text/plain' })).toBe(false);
    expect(isAcceptedFile('picture', { name: 'a.webp', type: 'image/webp' })).toBe(true);
    expect(isAcceptedFile('picture', { name: 'a.png', type: '' })).toBe(false);
  });
});
