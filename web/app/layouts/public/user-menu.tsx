import { Trans } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';
import { UserAvatar } from './user-avatar.js';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none ' +
  'data-highlighted:bg-indigo-50 data-highlighted:text-indigo-800';

/** docs/spec/student-side.md §2: logged in, a menu with the user's name offering Dashboard and Logout. */
export function UserMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <UserAvatar name={name} />
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link to={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              <Trans>Dashboard</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item onSelect={onLogout} className={ITEM_CLASS}>
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Logout</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
