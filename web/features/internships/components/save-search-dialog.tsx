import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AlertFrequency } from '#shared/saved-searches.js';
import { SAVED_SEARCHES_SECTION } from '#shared/saved-searches.js';
import type { TSavedSearch, TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import { DialogShell } from '#web/components/dialog-shell.js';
import { OptionRadioGroup, type RadioOption } from '#web/components/profile/option-radio-group.js';
import { SAVED_SEARCH_NAME_MAX, useSavedSearchWords } from '#web/components/saved-search-words.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { createSavedSearch, getSavedSearchesQueryOptions } from '#web/lib/saved-searches.js';
import { useSession } from '#web/lib/session.js';
import { toast } from '#web/lib/toast.js';

type SaveSearchDialogProps = { filters: TSavedSearchFilters; onClose: () => void };

/** Names the list's search and picks its alert mails (issue 21, item 2); mounted = open. */
export function SaveSearchDialog({ filters, onClose }: SaveSearchDialogProps) {
  const { t } = useLingui();
  const ids = useId();
  const navigate = useNavigate();
  const { user } = useSession();
  const { describe, suggestName } = useSavedSearchWords();
  const [name, setName] = useState(() => suggestName(filters));
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [nameError, setNameError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const { queryKey } = getSavedSearchesQueryOptions(user?._id ?? null);
  const save = useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, (list: TSavedSearch[] | undefined) => list && [saved, ...list]);
      void queryClient.invalidateQueries({ queryKey });
      toast.success(t`Search saved`, {
        description: t`You can change its mails or delete it under Saved searches on your dashboard.`,
        action: {
          label: t`Open dashboard`,
          onClick: () => void navigate(`${paths.dashboard.getHref()}#${SAVED_SEARCHES_SECTION}`),
        },
      });
      onClose();
    },
  });

  const frequencies: RadioOption<AlertFrequency>[] = [
    { value: 'daily', label: t`Daily`, description: t`A mail in the morning when new internships match` },
    { value: 'weekly', label: t`Weekly`, description: t`One mail a week with the new ones` },
    { value: 'off', label: t`No mails`, description: t`Keep the search only` },
  ];
  const nameId = `${ids}-name`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Please give the search a name`);
      document.getElementById(nameId)?.focus();
      return;
    }
    save.mutate({ name: trimmed, filters, frequency });
  };

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t`Save this search`}
      // The dialog itself takes focus, not the name: on a phone the keyboard would cover the choice of mails
      // and Save, while the suggested name is usually kept as it is.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <BellPlus aria-hidden="true" className="size-5" />
        </span>
      }
    >
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">
            <Trans>What this search looks for</Trans>
          </p>
          <p className="mt-0.5 break-words">{describe(filters)}</p>
        </div>
        <FormField id={nameId} label={t`Name`} error={nameError}>
          <Input
            id={nameId}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? fieldErrorId(nameId) : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
        </FormField>
        <OptionRadioGroup
          id={`${ids}-frequency`}
          legend={t`Mail me new internships`}
          options={frequencies}
          value={frequency}
          onChange={setFrequency}
          columnsClassName="sm:grid-cols-3"
        />
        {save.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {getErrorMessage(save.error, t`The search could not be saved. Please try again.`)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
