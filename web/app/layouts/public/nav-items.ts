import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '#web/config/paths.js';

export type NavItem = { label: MessageDescriptor; to: string; end?: boolean };

/** docs/spec/student-side.md §2 'Navigation bar': Home, the AI link (students only), Find Internships, Global Jobs. */
export function getPrimaryNavItems(isUser: boolean): NavItem[] {
  return [
    { label: msg`Home`, to: paths.home.getHref(), end: true },
    ...(isUser ? [{ label: msg`AI Assistant`, to: paths.maintenance.getHref() }] : []),
    { label: msg`Find Internships`, to: paths.internships.getHref() },
    { label: msg`Global Jobs`, to: paths.globalJobs.getHref() },
  ];
}
