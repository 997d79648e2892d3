import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.js';
import { ApiError, getErrorMessage } from '#web/lib/api-client.js';
import { createRedirectState } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';
import { useApplyToInternship } from '../api/apply-to-internship.js';
import { getInternshipQueryOptions } from '../api/get-internship.js';

export const LOGIN_TO_APPLY = msg`Please login to apply for internships`;
export const APPLY_FAILED = msg`Failed to apply for internship`;

export type ApplyDialog = 'none' | 'form' | 'resume';

function hasFlag(error: unknown, flag: 'requiresResume' | 'applicationLimitReached'): boolean {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return false;
  return (error.data as Record<string, unknown>)[flag] === true;
}

/**
 * docs/spec/student-side.md §4 apply flow: Apply Now → login check → resume check → form → submit → applied state.
 * The server checks every rule again; its requiresResume flag opens the same resume modal.
 */
export function useApplyFlow(jobId: string) {
  const { t } = useLingui();
  const { userType, user } = useSession();
  const student = userType === 'user' ? user : null;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<ApplyDialog>('none');

  const mutation = useApplyToInternship({
    userId: student?._id ?? null,
    mutationConfig: {
      onSuccess: ({ message }) => {
        setDialog('none');
        toast.success(message);
      },
      onError: (error) => {
        if (hasFlag(error, 'requiresResume')) {
          setDialog('resume');
          return;
        }
        setDialog('none');
        // docs/spec/student-side.md §8: applicationLimitReached shows the server's message, as does any other refusal.
        toast.error(getErrorMessage(error, t(APPLY_FAILED)));
        // Closed since the page loaded: show it closed.
        if (!hasFlag(error, 'applicationLimitReached')) {
          void queryClient.invalidateQueries({ queryKey: getInternshipQueryOptions(jobId).queryKey });
        }
      },
    },
  });

  const start = () => {
    if (!student) {
      toast.error(t(LOGIN_TO_APPLY));
      // The login page sends the student back here afterwards.
      void navigate(paths.login.getHref(), { state: createRedirectState(location) });
      return;
    }
    setDialog(student.hasResume ? 'form' : 'resume');
  };

  const openForm = useCallback(() => setDialog('form'), []);

  return {
    studentId: student?._id ?? null,
    hasResume: student?.hasResume ?? false,
    openForm,
    dialog,
    setDialog,
    start,
    submit: (coverLetter: string) => mutation.mutate({ jobId, coverLetter }),
    isSubmitting: mutation.isPending,
  };
}
