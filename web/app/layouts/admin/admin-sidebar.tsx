import { clsx } from 'clsx';
import { LogOut, ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { ADMIN_NAV_ITEMS } from './admin-nav-items.js';

type AdminSidebarProps = {
  username: string;
  onNavigate?: () => void;
  onLogout: () => void;
};

const itemClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white/15 text-white' : 'text-indigo-200 hover:bg-white/10 hover:text-white',
  );

/** The sidebar's content, shared by the fixed desktop column and the mobile drawer. */
export function AdminSidebar({ username, onNavigate, onLogout }: AdminSidebarProps) {
  const { platformName } = usePublicSettingsOrDefault();
  return (
    <div className="flex h-full flex-col bg-indigo-950 text-indigo-100">
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-white/10 px-5">
        <ShieldCheck aria-hidden="true" className="size-7 text-indigo-300" />
        <div className="min-w-0">
          <p className="font-bold text-white">Admin Portal</p>
          <p className="truncate text-xs text-indigo-300">{platformName}</p>
        </div>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {ADMIN_NAV_ITEMS.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} onClick={onNavigate} className={itemClass}>
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-white/10 p-4">
        <div className="flex items-center gap-3 px-1">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-indigo-500 font-semibold text-white"
          >
            {username.charAt(0).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white">{username}</p>
            <p className="text-xs text-indigo-300">Administrator</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="mt-3 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-indigo-200 hover:bg-white/10 hover:text-white"
        >
          <LogOut aria-hidden="true" className="size-5" />
          Logout
        </button>
      </div>
    </div>
  );
}
