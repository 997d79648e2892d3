import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '#web/config/paths.js';
import { AuthLinks } from './auth-links.js';
import type { NavItem } from './nav-items.js';
import { navLinkClassName } from './nav-link-class.js';

type MobileMenuProps = {
  id: string;
  items: NavItem[];
  /** The logged-in student's name, or null when logged out. */
  userName: string | null;
  onClose: () => void;
  onLogout: () => void;
};

const linkClass = navLinkClassName('flex items-center gap-2 px-3 py-2.5 text-base');

/** docs/spec/student-side.md §2: the mobile menu offers the same items and greets 'Hi, {name}'. */
export function MobileMenu({ id, items, userName, onClose, onLogout }: MobileMenuProps) {
  const { t, i18n } = useLingui();
  return (
    <div id={id} className="border-t border-slate-200 bg-white shadow-lg lg:hidden">
      <nav aria-label={t`Mobile`} className="mx-auto max-w-7xl px-4 py-3">
        {userName && (
          <p className="px-3 pb-2 text-base font-semibold text-slate-900">
            <Trans>Hi, {userName}</Trans>
          </p>
        )}
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={onClose} className={linkClass}>
                {i18n._(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-slate-200 pt-3">
          {userName ? (
            <div className="space-y-1">
              <NavLink to={paths.dashboard.getHref()} onClick={onClose} className={linkClass}>
                <LayoutDashboard aria-hidden="true" className="size-5" />
                <Trans>Dashboard</Trans>
              </NavLink>
              <button
                type="button"
                onClick={onLogout}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-base font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <LogOut aria-hidden="true" className="size-5" />
                <Trans>Logout</Trans>
              </button>
            </div>
          ) : (
            <AuthLinks className="grid grid-cols-2 [&>a]:w-full" onNavigate={onClose} />
          )}
        </div>
      </nav>
    </div>
  );
}
