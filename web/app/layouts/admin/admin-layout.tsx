import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { RequireAdmin } from '#web/app/guards/require-admin.js';
import { MAIN_CONTENT_ID, SkipLink } from '#web/components/ui/skip-link.js';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/lib/session.js';
import { AdminDrawer } from './admin-drawer.js';
import { AdminSidebar } from './admin-sidebar.js';

function AdminShell() {
  const { admin, signOut } = useSession();
  const navigate = useNavigate();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const username = admin?.username ?? '';

  // docs/spec/admin-side.md §2: Logout returns to /admin/login.
  const logout = () => {
    setIsDrawerOpen(false);
    signOut();
    void navigate(paths.admin.login.getHref(), { replace: true });
  };

  return (
    <div className="admin-shell min-h-dvh bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 lg:block">
        <AdminSidebar username={username} onLogout={logout} />
      </aside>
      <AdminDrawer open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
        <AdminSidebar username={username} onNavigate={() => setIsDrawerOpen(false)} onLogout={logout} />
      </AdminDrawer>
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
          <button
            type="button"
            onClick={() => setIsDrawerOpen(true)}
            aria-label="Open navigation"
            aria-expanded={isDrawerOpen}
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <p className="font-semibold text-slate-900">Admin Portal</p>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Layout of every admin route except /admin/login. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
