import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useLogoutEverywhere } from '../api/logout-everywhere.js';
import { DashboardPanel } from './dashboard-panel.js';

/**
 * Beyond the spec (security findings: sessions that outlive logout): a student who signed in on a
 * lab computer or a lost phone ends every session of the account, this one too.
 */
export function SessionsSection() {
  const { t } = useLingui();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const everywhere = useLogoutEverywhere({
    mutationConfig: {
      onSuccess: ({ message }) => {
        toast.success(message);
        // The server has ended this session with the others; a chosen logout goes home (RequireUser).
        signOut({ sessionEnded: true });
        void navigate(paths.home.getHref());
      },
      onError: (error) => toast.error(getErrorMessage(error, t`Failed to log out everywhere`)),
    },
  });

  return (
    <DashboardPanel
      id="sessions-title"
      icon={MonitorSmartphone}
      title={t`Signed-in devices`}
      intro={t`Signed in on a lab computer or a phone you no longer have? Log out everywhere ends every session of your account, this one too.`}
    >
      <Button
        variant="secondary"
        onClick={() => everywhere.mutate()}
        isLoading={everywhere.isPending}
        className="mt-4 w-full"
      >
        {!everywhere.isPending && <LogOut aria-hidden="true" className="size-4" />}
        <Trans>Log out everywhere</Trans>
      </Button>
    </DashboardPanel>
  );
}
