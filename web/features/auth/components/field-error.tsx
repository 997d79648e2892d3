import { CircleAlert } from 'lucide-react';

type FieldErrorProps = {
  id: string;
  message?: string;
  /**
   * role=alert, so it is announced when it appears. Off where another alert says the same (the registration
   * step's alert) and focus moves to the box, which reads this message as its description.
   */
  isAnnounced?: boolean;
};

/** A validation message under one box: an icon and words, so the mark never rests on colour alone. */
export function FieldError({ id, message, isAnnounced = true }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={isAnnounced ? 'alert' : undefined}
      className="flex items-start gap-1.5 text-sm font-medium text-red-700"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
