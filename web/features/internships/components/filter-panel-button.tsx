import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { SlidersHorizontal } from 'lucide-react';

type FilterPanelButtonProps = {
  id: string;
  isOpen: boolean;
  /** The panel opens as a bottom sheet (a phone) rather than below the search bar. */
  opensDialog: boolean;
  /** The id of the panel it shows and hides, when it is not a dialog. */
  panelId: string;
  activePanelFilters: number;
  onClick: () => void;
  /** Fetches the panel's code before the tap or key press lands. */
  onPreload: () => void;
};

/** 'Filters', with how many of the panel's filters are set. */
export function FilterPanelButton({
  id,
  isOpen,
  opensDialog,
  panelId,
  activePanelFilters,
  onClick,
  onPreload,
}: FilterPanelButtonProps) {
  return (
    <button
      id={id}
      type="button"
      aria-expanded={isOpen}
      aria-controls={opensDialog ? undefined : panelId}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={onClick}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className={clsx(
        'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
        isOpen
          ? 'bg-indigo-700 text-white ring-indigo-700 hover:bg-indigo-800'
          : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100',
      )}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      <Trans>Filters</Trans>
      {activePanelFilters > 0 && (
        <span
          className={clsx(
            'rounded-full px-1.5 text-xs',
            isOpen ? 'bg-white text-indigo-800' : 'bg-indigo-700 text-white',
          )}
        >
          <Trans comment="how many filters of the panel are set, e.g. 2 active">
            {activePanelFilters}
            <span className="sr-only"> active</span>
          </Trans>
        </span>
      )}
    </button>
  );
}
