import { CircleAlert } from 'lucide-react';

/**
 * A client-side validation message (docs/spec/student-side.md §5 texts), announced by screen readers. `attempt` remounts
 * the alert so the same message is announced again when the student retries.
 */
export function FormAlert({ id, message, attempt = 0 }: { id?: string; message: string; attempt?: number }) {
  return (
    <div
      key={attempt}
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </div>
  );
}
