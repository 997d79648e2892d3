import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The query flag that opens the apply form on arrival (the dashboard's way back after a resume upload). */
export const OPEN_FORM_PARAM = 'apply';

/**
 * /internships/{id}?apply=1 opens the apply form once the student's status is known (`isReady`) and only if
 * they can apply (`canApply`); the flag is then taken out of the address, so a reload or Back does not reopen it.
 */
export function useFormOnReturn({
  isReady,
  canApply,
  openForm,
}: {
  isReady: boolean;
  canApply: boolean;
  openForm: () => void;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsForm = searchParams.get(OPEN_FORM_PARAM) === '1';

  useEffect(() => {
    if (!wantsForm || !isReady) return;
    if (canApply) openForm();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_FORM_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wantsForm, isReady, canApply, openForm, setSearchParams]);
}
