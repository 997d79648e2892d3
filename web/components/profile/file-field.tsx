import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileText, ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { PICTURE_MAX_MB, RESUME_MAX_MB } from '#shared/constants.js';
import { base64ByteLength, formatFileSize, readFileAsBase64 } from './read-file.js';

/** A picked file as the API takes it (docs/spec/student-side.md §3): base64 without the data: prefix, name and type. */
export type PickedFile = { data: string; filename: string; contentType: string };

export type FileKind = 'resume' | 'picture';

type FileRules = {
  label: MessageDescriptor;
  accept: string;
  hint: MessageDescriptor;
  wrongType: MessageDescriptor;
  action: MessageDescriptor;
  /** The remove button's name. */
  remove: MessageDescriptor;
};

// docs/spec/student-side.md §5 step 4 and Profile edit: messages and hints, verbatim (shown in the pages' language).
// Sizes are stated, not checked.
export const FILE_RULES: Record<FileKind, FileRules> = {
  resume: {
    label: msg`Resume`,
    accept: 'application/pdf,.pdf',
    hint: msg`PDF only, max ${RESUME_MAX_MB}MB`,
    wrongType: msg`Please select a PDF file for resume`,
    action: msg`Choose PDF`,
    remove: msg`Remove chosen resume`,
  },
  picture: {
    label: msg`Profile Picture`,
    accept: 'image/*',
    hint: msg`JPG or PNG, max ${PICTURE_MAX_MB}MB`,
    wrongType: msg`Please select an image file for profile picture`,
    action: msg`Choose image`,
    remove: msg`Remove chosen profile picture`,
  },
};

const UNREADABLE = msg`The file could not be read. Please try again.`;

/** The client check is by declared file type; the server checks the content (docs/spec/product-decisions.md → Files). */
export function isAcceptedFile(kind: FileKind, file: { name: string; type: string }): boolean {
  if (kind === 'picture') return file.type.startsWith('image/');
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

export type FileFieldProps = {
  kind: FileKind;
  /** Id of the native file input (the label points at it); also prefixes the hint and error ids. */
  id: string;
  /** Visible label; defaults to 'Resume' or 'Profile Picture'. */
  label?: string;
  /** The newly picked file, or null when none is picked. */
  value: PickedFile | null;
  onChange: (file: PickedFile | null) => void;
  /** The stored file's name (dashboard), shown while nothing new is picked. */
  currentFilename?: string | null;
  /** Picture only: the stored picture's URL, shown while nothing new is picked (falls back to an icon). */
  currentPreviewUrl?: string | null;
  /** Also told the wrong-type message (in the pages' language), e.g. to raise a toast; the field always shows it inline. */
  onInvalid?: (message: string) => void;
  /** The id of a text beside the field that says more (read before the hint). */
  describedBy?: string;
  disabled?: boolean;
};

/**
 * docs/spec/student-side.md §2, §5: pick a resume (PDF only) or a profile picture (image only). A wrong type is refused
 * with the spec's message (role=alert) and leaves the previous choice in place.
 */
export function FileField({
  kind,
  id,
  label,
  value,
  onChange,
  currentFilename,
  currentPreviewUrl,
  onInvalid,
  describedBy,
  disabled,
}: FileFieldProps) {
  const { t, i18n } = useLingui();
  const rules = FILE_RULES[kind];
  // Kept as a descriptor, so a language switch while it shows turns it too.
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const Icon = kind === 'resume' ? FileText : ImageIcon;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clear the native value so picking the same file again still fires a change.
    input.value = '';
    if (!file) return;
    if (!isAcceptedFile(kind, file)) {
      setError(rules.wrongType);
      onInvalid?.(i18n._(rules.wrongType));
      return;
    }
    setError(null);
    setIsReading(true);
    try {
      const data = await readFileAsBase64(file);
      onChange({ data, filename: file.name, contentType: file.type || 'application/pdf' });
    } catch {
      setError(UNREADABLE);
    } finally {
      setIsReading(false);
    }
  }

  const fieldLabel = label ?? i18n._(rules.label);
  const shownName = value?.filename ?? currentFilename ?? null;
  const previewSrc =
    kind !== 'picture'
      ? null
      : value
        ? `data:${value.contentType};base64,${value.data}`
        : currentPreviewUrl && currentPreviewUrl !== failedPreview
          ? currentPreviewUrl
          : null;

  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-slate-700">{fieldLabel}</span>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {previewSrc ? (
            <img
              src={previewSrc}
              alt={value ? t`Chosen profile picture` : t`Current profile picture`}
              onError={() => setFailedPreview(previewSrc)}
              className="size-12 shrink-0 rounded-full object-cover ring-2 ring-white"
            />
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">
              {shownName ??
                (kind === 'resume' ? t`No resume chosen` : previewSrc ? t`Current picture` : t`No picture chosen`)}
            </p>
            <p id={hintId} className="text-xs text-slate-500">
              {value ? `${formatFileSize(base64ByteLength(value.data))} · ` : ''}
              {i18n._(rules.hint)}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <label className="inline-flex h-9 flex-1 cursor-pointer justify-center sm:flex-none items-center gap-2 rounded-lg bg-white px-3 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
            <Upload aria-hidden="true" className="size-4" />
            {isReading ? t`Reading...` : value || currentFilename || previewSrc ? t`Replace` : i18n._(rules.action)}
            <input
              id={id}
              type="file"
              accept={rules.accept}
              className="sr-only"
              aria-label={fieldLabel}
              aria-describedby={[describedBy, hintId, error ? errorId : null].filter(Boolean).join(' ')}
              aria-invalid={error ? true : undefined}
              disabled={disabled || isReading}
              onChange={(event) => void onPick(event)}
            />
          </label>
          {value && (
            <button
              type="button"
              onClick={() => onChange(null)}
              disabled={disabled}
              aria-label={i18n._(rules.remove)}
              className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 ring-1 ring-slate-200 ring-inset hover:bg-red-50 hover:text-red-600"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
