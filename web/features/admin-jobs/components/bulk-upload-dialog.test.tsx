// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { stubXhr } from '#web/test/xhr-stub.js';
import { BulkUploadDialog } from './bulk-upload-dialog.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sheet = () => new File(['xlsx'], 'jobs.xlsx', { type: 'application/vnd.ms-excel' });

describe('BulkUploadDialog', () => {
  it('lists the spec columns and asks for a file first', async () => {
    stubAdminApi({});
    renderAdmin(<BulkUploadDialog open onOpenChange={() => {}} />, '/admin/jobs');
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload Internships' });
    for (const column of [
      'title',
      'company',
      'location',
      'domain',
      'position',
      'salary',
      'description',
      'requirements',
      'duration',
      'type',
      'email',
    ]) {
      expect(within(dialog).getByText(column)).toBeTruthy();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    // Inline at once; the toast once its library has loaded.
    await waitFor(() => expect(screen.getAllByText('Please select an Excel file').length).toBe(2));
  });

  it('sends the file as the multipart field excel and shows every bad row', async () => {
    stubAdminApi({});
    const sent = stubXhr({
      status: 400,
      body: {
        message: '2 rows have problems; nothing was imported',
        code: 'SPREADSHEET_INVALID_ROWS',
        errors: [
          { row: 2, column: 'salary', reason: 'Salary must be a number' },
          { row: 5, column: 'title', reason: 'Title is required' },
        ],
      },
    });
    renderAdmin(<BulkUploadDialog open onOpenChange={() => {}} />, '/admin/jobs');
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload Internships' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, sheet());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('2 rows have problems; nothing was imported')).toBeTruthy();
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain('Row 2');
    expect(alert.textContent).toContain('Salary must be a number');
    expect(alert.textContent).toContain('Row 5');
    expect(sent[0].url).toBe('/api/admin/jobs/bulk-upload');
    expect(sent[0].headers.Authorization).toBe('Bearer admin-token');
    expect((sent[0].body as FormData).get('excel')).toBeInstanceOf(File);
  });

  it('reports success with the server message and closes', async () => {
    stubAdminApi({});
    stubXhr({
      status: 200,
      body: { message: 'Successfully created 12 jobs', jobsCreated: 12, heldCount: 0, heldRows: [] },
    });
    const onOpenChange = vi.fn();
    renderAdmin(<BulkUploadDialog open onOpenChange={onOpenChange} />, '/admin/jobs');
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload Internships' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, sheet());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Successfully created 12 jobs')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
