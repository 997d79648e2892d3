import { Outlet } from 'react-router';
import { usePublicSettings } from '#web/lib/public-settings.js';
import { useSession } from '#web/lib/session.js';
import { lazyPage } from '../routes/lazy-page.js';

// Fetched only when the site is in maintenance.
const SiteMaintenancePage = lazyPage(
  async () => (await import('#web/features/maintenance/components/site-maintenance-page.js')).SiteMaintenancePage,
);

/**
 * docs/spec/product-decisions.md → Applications: with maintenanceMode on, the site shows a maintenance page. It wraps the
 * student side only (admin routes are outside it); a signed-in administrator still sees the site, as the
 * server still answers them. While the settings load, or when they cannot be loaded, the site shows.
 */
export function MaintenanceGate() {
  const { data: settings } = usePublicSettings();
  const { userType } = useSession();
  if (settings?.maintenanceMode && userType !== 'admin') return <SiteMaintenancePage />;
  return <Outlet />;
}
