import ExcelJS from 'exceljs';
import { CITIES, DOMAIN_ROLES, pick, rng } from './vocabulary.js';

const HEADER = [
  'Title',
  'Company',
  'Location',
  'Domain',
  'Position',
  'Salary',
  'Description',
  'Requirements',
  'Duration',
  'Type',
  'Email',
];
const DOMAINS = Object.keys(DOMAIN_ROLES);

/** A realistic import sheet of `rows` internships (.xlsx). */
export async function importSheet(rows: number): Promise<Buffer> {
  const random = rng(11);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Internships');
  sheet.addRow(HEADER);
  for (let i = 0; i < rows; i++) {
    const domain = pick(random, DOMAINS);
    const role = pick(random, DOMAIN_ROLES[domain]);
    const city = pick(random, CITIES);
    sheet.addRow([
      role,
      `Imported Company ${i % 700}`,
      city,
      domain,
      'Intern',
      5000 + Math.floor(random() * 30) * 1000,
      `Work with our ${domain.toLowerCase()} team in ${city} on real projects; mentoring and a certificate at the end.`,
      'Good communication\nWillingness to learn',
      `${2 + Math.floor(random() * 5)} months`,
      pick(random, ['Full-time', 'Part-time', 'Remote']),
      `jobs${i % 700}@example.com`,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
