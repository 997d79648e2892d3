// Demo internships across the six home-page domains, one file a domain (SEED_DEMO=true).
import type { DemoInternship } from './demo-internship.js';
import { DESIGN_INTERNSHIPS } from './demo-internships/design.js';
import { ENGINEERING_INTERNSHIPS } from './demo-internships/engineering.js';
import { FINANCE_INTERNSHIPS } from './demo-internships/finance.js';
import { HEALTHCARE_INTERNSHIPS } from './demo-internships/healthcare.js';
import { MARKETING_INTERNSHIPS } from './demo-internships/marketing.js';
import { TECHNOLOGY_INTERNSHIPS } from './demo-internships/technology.js';

export type { DemoInternship };

export const DEMO_INTERNSHIPS: DemoInternship[] = [
  ...TECHNOLOGY_INTERNSHIPS,
  ...DESIGN_INTERNSHIPS,
  ...MARKETING_INTERNSHIPS,
  ...FINANCE_INTERNSHIPS,
  ...HEALTHCARE_INTERNSHIPS,
  ...ENGINEERING_INTERNSHIPS,
];
