/** An inline validation message under one box; role=alert so it is announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-600">
      {message}
    </p>
  );
}
