import {
  BarChart3,
  Briefcase,
  FileText,
  Flag,
  Globe,
  History,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Users,
} from 'lucide-react';
import { paths } from '#web/config/paths.js';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

/**
 * docs/spec/admin-side.md §2: the sidebar labels, in this order. 'Jobs' is the global jobs screen. 'Reports' (the
 * complaint queue, docs/decisions/0035) and 'Activity log' (docs/decisions/0034) come after the spec's pages.
 */
export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Internships', to: paths.admin.jobs.getHref(), icon: Briefcase },
  { label: 'Jobs', to: paths.admin.globalJobs.getHref(), icon: Globe },
  { label: 'Applications', to: paths.admin.applications.getHref(), icon: FileText },
  { label: 'Users', to: paths.admin.users.getHref(), icon: Users },
  { label: 'Analytics', to: paths.admin.analytics.getHref(), icon: BarChart3 },
  { label: 'Settings', to: paths.admin.settings.getHref(), icon: Settings },
  { label: 'Reports', to: paths.admin.reports.getHref(), icon: Flag },
  { label: 'Activity log', to: paths.admin.audit.getHref(), icon: History },
];
