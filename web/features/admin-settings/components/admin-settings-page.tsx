import * as Tabs from '@radix-ui/react-tabs';
import { KeyRound, SlidersHorizontal, UserCog, Users } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage, Panel } from '#web/components/admin/admin-page.js';
import { ErrorState } from '#web/components/admin/empty-state.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useSystemSettings } from '../api/get-system-settings.js';
import { AdministratorsTab } from './administrators-tab.js';
import { ProfileForm } from './profile-form.js';
import { SecurityForm } from './security-form.js';
import { SystemSettingsForm } from './system-settings-form.js';

const TABS = [
  { value: 'system', label: 'System Settings', icon: SlidersHorizontal },
  { value: 'profile', label: 'Profile', icon: UserCog },
  { value: 'security', label: 'Security', icon: KeyRound },
  // Several administrators at the spec's one level (docs/decisions/0037).
  { value: 'administrators', label: 'Administrators', icon: Users },
] as const;

function SystemTab() {
  const settings = useSystemSettings();
  useEffect(() => {
    if (settings.error) {
      toast.error(getErrorMessage(settings.error, 'Failed to fetch system settings'), { id: 'admin-settings' });
    }
  }, [settings.error]);
  if (settings.isPending) return <ListSkeleton rows={5} label="Loading settings" />;
  if (settings.isError) {
    return (
      <ErrorState
        message={getErrorMessage(settings.error, 'Failed to fetch system settings')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <SystemSettingsForm settings={settings.data} />;
}

/** /admin/settings (docs/spec/admin-side.md §2): System Settings, Profile and Security tabs; Administrators (docs/decisions/0037). */
export function AdminSettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some(({ value }) => value === params.get('tab')) ? (params.get('tab') as string) : 'system';

  return (
    <AdminPage title="Settings" description="Platform settings and your administrator account.">
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'system' ? {} : { tab: value }, { replace: true })}
      >
        <Tabs.List
          aria-label="Settings sections"
          className="grid grid-cols-2 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex"
        >
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex flex-1 items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm sm:px-3 font-semibold whitespace-nowrap text-slate-600 hover:bg-slate-50 hover:text-slate-900 data-[state=active]:bg-indigo-700 data-[state=active]:text-white"
            >
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Panel className="mt-4">
          <div className="p-4 sm:p-6">
            <Tabs.Content value="system" className="outline-none">
              <SystemTab />
            </Tabs.Content>
            <Tabs.Content value="profile" className="outline-none">
              <ProfileForm />
            </Tabs.Content>
            <Tabs.Content value="security" className="outline-none">
              <SecurityForm />
            </Tabs.Content>
            <Tabs.Content value="administrators" className="outline-none">
              <AdministratorsTab />
            </Tabs.Content>
          </div>
        </Panel>
      </Tabs.Root>
    </AdminPage>
  );
}
