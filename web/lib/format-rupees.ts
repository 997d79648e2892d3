// Indian digit grouping: students read amounts as lakhs (1,50,000), not 150,000.
const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Rupees with Indian digit grouping: 150000 → '₹1,50,000' (docs/spec/student-side.md §9, docs/spec/admin-side.md §2: salaries are in rupees). */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}
