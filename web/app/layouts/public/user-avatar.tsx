/** The first letter of the name in a circle; pictures come with the dashboard feature. */
export function UserAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
