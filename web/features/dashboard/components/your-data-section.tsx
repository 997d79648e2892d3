import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toIndiaIsoDate } from '#web/lib/india-dates.js';
import { toast } from '#web/lib/toast.js';
import { useExportMyData } from '../api/export-my-data.js';
import { DashboardPanel } from './dashboard-panel.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/**
 * Beyond the spec, for India's Digital Personal Data Protection Act 2023: the student can take a copy of
 * their data (right to access) and erase their account (right to erasure) themselves.
 */
export function YourDataSection() {
  const { t } = useLingui();
  const exportData = useExportMyData();
  const onExport = () =>
    exportData.mutate(
      { filename: `my-data-${toIndiaIsoDate()}.json` },
      {
        onSuccess: () => toast.success(t`Your data has been downloaded.`),
        onError: (error) => toast.error(getErrorMessage(error, t`Failed to download your data`)),
      },
    );

  return (
    <DashboardPanel
      id="your-data-title"
      icon={ShieldCheck}
      title={t`Your data`}
      intro={t`Under India's Digital Personal Data Protection Act, you can take a copy of everything we hold about you, or delete your account.`}
    >
      <div className="mt-4 flex flex-col gap-3">
        <Button variant="secondary" onClick={onExport} isLoading={exportData.isPending} className="w-full">
          {!exportData.isPending && <Download aria-hidden="true" className="size-4" />}
          <Trans>Download my data</Trans>
        </Button>
        <DeleteAccountDialog
          trigger={
            <Button
              variant="ghost"
              className="w-full text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Delete my account</Trans>
            </Button>
          }
        />
      </div>
    </DashboardPanel>
  );
}
