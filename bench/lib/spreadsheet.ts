import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '#server/modules/job-import/import-rows.js';
import { CITIES, DOMAIN_ROLES, pick, rng } from './vocabulary.js';

const DOMAINS = Object.keys(DOMAIN_ROLES);

/** A realistic import sheet of `rows` internships (.xlsx). */
export async function importSheet(rows: number): Promise<Buffer> {
  const random = rng(11);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Internships');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (let i = 0; i < rows; i++) {
    const domain = pick(random, DOMAINS);
    const role = pick(random, DOMAIN_ROLES[domain]);
    const city = pick(random, CITIES);
    const row: Record<(typeof IMPORT_COLUMNS)[number], string | number> = {
      title: role,
      company: `Imported Company ${i % 700}`,
      location: city,
      domain,
      position: 'Intern',
      salary: 5000 + Math.floor(random() * 30) * 1000,
      description: `Work with our ${domain.toLowerCase()} team in ${city} on real projects; mentoring and a certificate at the end.`,
      requirements: 'Good communication\nWillingness to learn',
      duration: `${2 + Math.floor(random() * 5)} months`,
      type: pick(random, ['Full-time', 'Part-time', 'Remote']),
      email: `jobs${i % 700}@example.com`,
    };
    sheet.addRow(IMPORT_COLUMNS.map((column) => row[column]));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
