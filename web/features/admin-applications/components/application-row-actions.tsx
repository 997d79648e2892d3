import { Eye, Send } from 'lucide-react';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { Button } from '#web/components/ui/button.js';
import { applicantName, canForward } from './application-format.js';
import type { ApplicationActions } from './use-application-actions.js';

type Props = {
  application: TAdminApplication;
  actions: ApplicationActions;
  onView: (application: TAdminApplication) => void;
};

/** A listed application's Forward (while it can be sent) and View buttons; the caller lays them out. */
export function ApplicationRowActions({ application, actions, onView }: Props) {
  return (
    <>
      {canForward(application) && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={actions.forwardingId === application._id}
          onClick={() => actions.forward(application._id)}
          aria-label={`Forward ${applicantName(application)}'s application to the company`}
        >
          <Send aria-hidden="true" className="size-4" />
          Forward
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onView(application)}
        aria-label={`View ${applicantName(application)}'s application`}
      >
        <Eye aria-hidden="true" className="size-4" />
        View
      </Button>
    </>
  );
}
