type ChartDataTableProps = {
  caption: string;
  /** The two column headings: what each row is, and what its number counts. */
  headings: [label: string, value: string];
  rows: { label: string; value: number }[];
};

/** A chart's figures as a visually hidden table: the chart is hidden from screen readers, this is what they read. */
export function ChartDataTable({ caption, headings: [labelHeading, valueHeading], rows }: ChartDataTableProps) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col">{valueHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
