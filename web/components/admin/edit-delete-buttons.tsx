import { clsx } from 'clsx';
import { type LucideIcon, Pencil, Trash2 } from 'lucide-react';

type IconButtonProps = { label: string; icon: LucideIcon; onClick: () => void; hoverClassName: string };

function IconButton({ label, icon: Icon, onClick, hoverClassName }: IconButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'flex size-9 items-center justify-center rounded-lg text-slate-500 transition-colors',
        hoverClassName,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

type EditDeleteButtonsProps = {
  /** What the row shows, for the buttons' names: "Edit <name>", "Delete <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A list row's pencil and bin icon buttons; the caller lays them out. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <IconButton
        label={`Edit ${name}`}
        icon={Pencil}
        onClick={onEdit}
        hoverClassName="hover:bg-indigo-50 hover:text-indigo-700"
      />
      <IconButton
        label={`Delete ${name}`}
        icon={Trash2}
        onClick={onDelete}
        hoverClassName="hover:bg-red-50 hover:text-red-600"
      />
    </>
  );
}
