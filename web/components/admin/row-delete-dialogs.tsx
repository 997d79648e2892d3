import { DeleteConfirmDialog } from './delete-confirm-dialog.js';

/** A list screen's delete request: one row, or the rows ticked for bulk delete. */
export type RowDeleteRequest<Row> = { kind: 'one'; job: Row } | { kind: 'selected'; ids: string[] };

type Mutation<Variables> = { isPending: boolean; mutate: (variables: Variables) => void };

type RowDeleteDialogsProps<Row extends { _id: string }> = {
  request: RowDeleteRequest<Row> | null;
  onClose: () => void;
  /** Deleting one row: the mutation takes its id. */
  one: { title: string; describe: (row: Row) => string; mutation: Mutation<string> };
  /** Deleting the ticked rows: the mutation takes their ids; `things` names one and many of them. */
  selected: { title: string; things: [one: string, many: string]; mutation: Mutation<string[]> };
};

/** docs/spec/admin-side.md §2, §5: the confirmations of deleting a row and of bulk delete, as the lists share them. */
export function RowDeleteDialogs<Row extends { _id: string }>({
  request,
  onClose,
  one,
  selected,
}: RowDeleteDialogsProps<Row>) {
  const [thing, things] = selected.things;
  return (
    <>
      <DeleteConfirmDialog
        target={request?.kind === 'one' ? request.job : null}
        onClose={onClose}
        title={one.title}
        describe={one.describe}
        confirmLabel="Delete"
        isPending={one.mutation.isPending}
        onConfirm={(row) => one.mutation.mutate(row._id)}
      />
      <DeleteConfirmDialog
        target={request?.kind === 'selected' ? request.ids : null}
        onClose={onClose}
        title={selected.title}
        describe={(ids) => `${ids.length} ${ids.length === 1 ? thing : things} will be deleted.`}
        confirmLabel="Delete Selected"
        isPending={selected.mutation.isPending}
        onConfirm={(ids) => selected.mutation.mutate(ids)}
      />
    </>
  );
}
