import type { TRowError } from '../api/upload-jobs-excel.js';

/** Every bad row the server reported; nothing was imported (docs/spec/product-decisions.md → Internships). */
export function UploadRowErrors({ errors }: { errors: TRowError[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-sm font-semibold text-red-800">
        {errors.length} {errors.length === 1 ? 'row needs' : 'rows need'} fixing. Nothing was imported.
      </p>
      <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto text-sm text-red-800">
        {errors.map((error, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors; the list never reorders
          <li key={index}>
            <span className="font-semibold">Row {error.row}</span>
            {error.column && <span className="font-mono"> · {error.column}</span>}: {error.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
