import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { LanguageSwitcher } from '#web/components/language-switcher.js';
import { useChooseLanguage } from '#web/hooks/use-choose-language.js';
import { useScrolledPast } from '#web/hooks/use-scrolled-past.js';
import { useSession } from '#web/lib/session.js';
import { AuthLinks } from './auth-links.js';
import { Brand } from './brand.js';
import { MobileMenu } from './mobile-menu.js';
import { getPrimaryNavItems } from './nav-items.js';
import { navLinkClassName } from './nav-link-class.js';
import { useUserLogout } from './use-user-logout.js';
import { UserAvatar } from './user-avatar.js';

// docs/spec/student-side.md §9: the navigation bar changes style after 20 px of scroll.
const SCROLL_THRESHOLD_PX = 20;
const MOBILE_MENU_ID = 'mobile-menu';

// Only signed-in students see the name menu: its dropdown code stays out of every visitor's first load.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.js')).UserMenu }));

/** The menu's button as it will look, while its code loads (no shift when it arrives). */
function UserMenuPlaceholder({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 py-1 pr-8 pl-1 text-sm font-medium text-slate-700">
      <UserAvatar name={name} />
      <span className="max-w-40 truncate">{name}</span>
    </span>
  );
}

export function NavBar() {
  const { t, i18n } = useLingui();
  const { userType, user } = useSession();
  const chooseLanguage = useChooseLanguage();
  const userName = userType === 'user' && user ? user.name : null;
  const items = getPrimaryNavItems(userName !== null);
  const isScrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const logout = useUserLogout();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const closeMenu = () => setIsMenuOpen(false);
  const logoutFromMenu = () => {
    closeMenu();
    void logout();
  };

  return (
    <header
      className={clsx(
        'sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200',
        isScrolled || isMenuOpen
          ? 'border-slate-200 bg-white shadow-md'
          : 'border-transparent bg-white/80 backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand />
        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClassName('block px-3 py-2 text-sm')}>
                  {i18n._(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher onChoose={chooseLanguage} />
          <div className="hidden lg:block">
            {userName ? (
              <Suspense fallback={<UserMenuPlaceholder name={userName} />}>
                <UserMenu name={userName} onLogout={() => void logout()} />
              </Suspense>
            ) : (
              <AuthLinks />
            )}
          </div>
          <button
            ref={menuButtonRef}
            type="button"
            onClick={() => setIsMenuOpen((open) => !open)}
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? t`Close menu` : t`Open menu`}
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            {isMenuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {isMenuOpen && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          items={items}
          userName={userName}
          onClose={closeMenu}
          onLogout={logoutFromMenu}
        />
      )}
    </header>
  );
}
