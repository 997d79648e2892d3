import { FileSpreadsheet, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { IMPORT_COLUMNS, SPREADSHEET_MAX_BYTES, SPREADSHEET_TOO_LARGE } from '#shared/constants.js';
import type { TUploadResponse } from '#shared/schemas/admin-jobs.js';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { FormDialogFooter } from '#web/components/admin/form-dialog-footer.js';
import { ProgressBar } from '#web/components/ui/progress-bar.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { getUploadRowErrors, type TRowError, useUploadJobsExcel } from '../api/upload-jobs-excel.js';
import { UploadHeldRows } from './upload-held-rows.js';
import { UploadRowErrors } from './upload-row-errors.js';

// docs/spec/admin-side.md §5: the sheet's columns, in this order (one list with the server's import).
export const EXCEL_COLUMNS = IMPORT_COLUMNS;

const NO_FILE = 'Please select an Excel file';
const ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

function isExcelName(name: string): boolean {
  return /\.(xlsx|xls)$/i.test(name);
}

export function BulkUploadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rowErrors, setRowErrors] = useState<TRowError[]>([]);
  const [held, setHeld] = useState<Pick<TUploadResponse, 'heldCount' | 'heldRows'> | null>(null);

  const clear = () => {
    setFile(null);
    setFileError(null);
    setProgress(null);
    setRowErrors([]);
    setHeld(null);
  };

  const upload = useUploadJobsExcel({
    mutationConfig: {
      onSuccess: ({ message, heldCount, heldRows }) => {
        toast.success(message);
        clear();
        // Rows held for review stay in view with their reasons (docs/decisions/0038); otherwise all is done.
        if (heldCount > 0) setHeld({ heldCount, heldRows });
        else onOpenChange(false);
      },
      onError: (error) => {
        setProgress(null);
        setRowErrors(getUploadRowErrors(error));
        toast.error(getErrorMessage(error, 'Failed to upload jobs'));
      },
    },
  });

  const close = (next: boolean) => {
    if (upload.isPending) return;
    onOpenChange(next);
    if (!next) clear();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !file
      ? NO_FILE
      : !isExcelName(file.name)
        ? `${NO_FILE} (.xlsx or .xls)`
        : file.size > SPREADSHEET_MAX_BYTES
          ? SPREADSHEET_TOO_LARGE
          : null;
    if (!file || problem) {
      const message = problem ?? NO_FILE;
      setFileError(message);
      toast.error(message);
      return;
    }
    setRowErrors([]);
    setHeld(null);
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="Bulk Upload Internships"
      description="Import many internships at once from a spreadsheet."
      size="lg"
      footer={
        <FormDialogFooter formId="bulk-upload-form" isPending={upload.isPending} onCancel={() => close(false)}>
          <Upload aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </FormDialogFooter>
      }
    >
      <form id="bulk-upload-form" noValidate onSubmit={onSubmit} className="space-y-5">
        <div>
          <p className="text-sm font-medium text-slate-700">Required columns (first row, any letter case)</p>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {EXCEL_COLUMNS.map((column) => (
              <li key={column}>
                <code className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{column}</code>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-500">
            Requirements: one per line inside the cell. Type: Full-time, Part-time or Remote. If any row is invalid,
            nothing is imported and every bad row is listed. A row with risk flags (asking for money, a personal mail
            address, phone-only contact, a stipend far too high) goes in held for review, inactive.
          </p>
        </div>
        <div>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 text-center hover:border-indigo-400 hover:bg-indigo-50/40"
          >
            <FileSpreadsheet aria-hidden="true" className="size-10 text-emerald-600" />
            <span className="text-sm font-semibold text-indigo-700">{file ? file.name : 'Choose an Excel file'}</span>
            <span className="text-xs text-slate-500">.xlsx or .xls</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
              setRowErrors([]);
            }}
          />
          {fileError && (
            <p id={`${inputId}-error`} className="mt-2 text-sm text-red-600">
              {fileError}
            </p>
          )}
        </div>
        {progress !== null && (
          <div>
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-700">{progress < 100 ? 'Uploading' : 'Processing'}</span>
              <span className="text-slate-600 tabular-nums">{progress}%</span>
            </div>
            <ProgressBar percent={progress} label="Upload progress" track="plain" className="mt-1.5" />
          </div>
        )}
        {rowErrors.length > 0 && <UploadRowErrors errors={rowErrors} />}
        {held && <UploadHeldRows count={held.heldCount} rows={held.heldRows} />}
      </form>
    </AdminDialog>
  );
}
