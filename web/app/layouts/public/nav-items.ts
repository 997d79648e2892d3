import { paths } from '#web/config/paths.js';

export type NavItem = { label: string; to: string; end?: boolean };

/** docs/spec/student-side.md §2 'Navigation bar': Home, the AI link (students only), Find Internships, Global Jobs. */
export function getPrimaryNavItems(isUser: boolean): NavItem[] {
  return [
    { label: 'Home', to: paths.home.getHref(), end: true },
    ...(isUser ? [{ label: 'AI Assistant', to: paths.maintenance.getHref() }] : []),
    { label: 'Find Internships', to: paths.internships.getHref() },
    { label: 'Global Jobs', to: paths.globalJobs.getHref() },
  ];
}
