// Queries as students type them, over the demo internships (server/db/seed/demo-internships), with what
// each must find and must not find (docs/decisions/0040). `first` lists titles that must come before every
// other result; `searchedFor` is the "Showing results for" line a corrected word gives.

export interface RelevanceCase {
  query: string;
  location?: string;
  finds: string[];
  notFinds?: string[];
  first?: string[];
  searchedFor?: string;
}

const BENGALURU = [
  'Frontend Developer Intern',
  'UI/UX Design Intern',
  'Performance Marketing Intern',
  'Fintech Operations Intern',
  'Clinical Research Intern',
  'Embedded Systems Intern',
];
const REMOTE = [
  'Machine Learning Intern',
  'UX Research Intern',
  'Illustration Intern',
  'Content Writing Intern',
  'Email Marketing Intern',
  'Equity Research Intern',
  'Healthcare Data Analyst Intern',
  'Medical Content Writing Intern',
];
const DEVELOPERS = [
  'Frontend Developer Intern',
  'Backend Developer Intern (Node.js)',
  'Android Developer Intern',
  'Full Stack Developer Intern',
  'Python Developer Intern',
];

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Places by their other names, as keywords and as the location filter.
  { query: 'bangalore', finds: BENGALURU, notFinds: ['Data Science Intern', 'Python Developer Intern'] },
  { query: 'Bengaluru', finds: BENGALURU },
  { query: 'banglore', finds: BENGALURU, searchedFor: 'bangalore' },
  { query: 'bengaluru', location: 'Bangalore', finds: BENGALURU, notFinds: ['Game Art Intern'] },
  { query: '', location: 'bangalore', finds: BENGALURU, notFinds: ['Android Developer Intern'] },
  {
    query: 'mysore',
    finds: ['Python Developer Intern', 'Health Tech Product Intern'],
    notFinds: ['Frontend Developer Intern'],
  },
  { query: '', location: 'Mysore', finds: ['Python Developer Intern', 'Health Tech Product Intern'] },
  { query: 'bombay', finds: ['Digital Marketing Intern', 'Product Design Intern', 'Financial Analyst Intern'] },
  { query: 'gurgaon', finds: ['Market Research Intern'], notFinds: ['Digital Marketing Intern'] },
  { query: 'calcutta', finds: ['Event Marketing Intern', 'Structural Engineering Intern'] },
  {
    query: 'madras',
    finds: ['Backend Developer Intern (Node.js)', 'Audit Assistant Intern', 'Medical Coding Trainee'],
  },
  { query: 'mangalore', finds: ['Sales & Business Development Intern', 'Biomedical Equipment Intern'] },
  { query: 'hubli', finds: ['Public Relations Intern', 'Quality Control Intern'] },
  { query: 'poona', finds: ['Android Developer Intern', 'Game Art Intern', 'Mechanical Design Intern'] },
  { query: 'trivandrum', finds: ['Full Stack Developer Intern', 'Visual Design Intern'] },
  { query: 'cochin', finds: ['Nutrition & Dietetics Intern'] },
  { query: 'vizag', finds: ['Lab Operations Intern', 'Civil Site Engineering Intern'] },
  { query: 'new delhi', finds: ['Packaging Design Intern', 'Tax Consulting Intern'] },
  { query: 'ಬೆಂಗಳೂರು', finds: BENGALURU },
  { query: 'बेंगलुरु', finds: BENGALURU },
  { query: 'मुंबई', finds: ['Digital Marketing Intern', 'Investment Banking Analyst Intern'] },
  // Working from home.
  { query: 'work from home', finds: REMOTE, notFinds: ['Frontend Developer Intern', 'Performance Marketing Intern'] },
  { query: 'wfh', finds: REMOTE, notFinds: ['Graphic Design Intern'] },
  { query: 'remote', finds: REMOTE, notFinds: ['Performance Marketing Intern'] },
  { query: 'online', finds: REMOTE },
  {
    query: 'work from home writing',
    finds: ['Content Writing Intern', 'Medical Content Writing Intern'],
    notFinds: ['Machine Learning Intern'],
  },
  { query: '', location: 'work from home', finds: REMOTE, notFinds: ['Embedded Systems Intern'] },
  { query: 'घर से काम', finds: REMOTE },
  // What students call the work.
  {
    query: 'web developer',
    finds: ['Frontend Developer Intern', 'Backend Developer Intern (Node.js)', 'Full Stack Developer Intern'],
    notFinds: ['Android Developer Intern', 'Graphic Design Intern'],
  },
  {
    query: 'bangalore web developer',
    finds: ['Frontend Developer Intern'],
    notFinds: ['Full Stack Developer Intern', 'UI/UX Design Intern'],
  },
  { query: 'developer', finds: DEVELOPERS, notFinds: ['Graphic Design Intern'] },
  { query: 'developers', finds: DEVELOPERS },
  { query: 'development', finds: [...DEVELOPERS, 'Sales & Business Development Intern'] },
  { query: 'developr', finds: DEVELOPERS, searchedFor: 'developer' },
  { query: 'devloper', finds: DEVELOPERS, searchedFor: 'developer' },
  { query: 'web devlop', finds: ['Frontend Developer Intern'], searchedFor: 'web developer' },
  { query: 'app developer', finds: ['Android Developer Intern'], notFinds: ['Python Developer Intern'] },
  { query: 'ml', finds: ['Machine Learning Intern'] },
  { query: 'ai', finds: ['Machine Learning Intern'] },
  { query: 'machine learning', finds: ['Machine Learning Intern'], notFinds: ['Data Science Intern'] },
  { query: 'data science', finds: ['Data Science Intern'], notFinds: ['Data Engineering Intern'] },
  {
    query: 'data',
    finds: ['Data Science Intern', 'Data Engineering Intern', 'Healthcare Data Analyst Intern'],
    first: ['Data Science Intern', 'Data Engineering Intern', 'Healthcare Data Analyst Intern'],
  },
  {
    query: 'designer',
    finds: ['UI/UX Design Intern', 'Graphic Design Intern', 'Product Design Intern', 'Web Design Intern'],
    notFinds: ['Digital Marketing Intern'],
  },
  { query: 'graphic designer', finds: ['Graphic Design Intern'], notFinds: ['UI/UX Design Intern'] },
  { query: 'ui ux', finds: ['UI/UX Design Intern'] },
  {
    query: 'marketing',
    finds: ['Digital Marketing Intern', 'Social Media Marketing Intern', 'Email Marketing Intern'],
    notFinds: ['Financial Analyst Intern'],
  },
  {
    query: 'digital marketing internship',
    finds: ['Digital Marketing Intern'],
    notFinds: ['Social Media Marketing Intern'],
  },
  { query: 'internship in bangalore', finds: BENGALURU, notFinds: ['Python Developer Intern'] },
  { query: 'jobs in pune', finds: ['Android Developer Intern', 'Mechanical Design Intern'] },
  { query: 'accountant', finds: ['Accounting Intern'] },
  { query: 'accounts', finds: ['Accounting Intern'] },
  {
    query: 'finance',
    finds: ['Financial Analyst Intern', 'Fintech Operations Intern'],
    notFinds: ['Digital Marketing Intern'],
  },
  {
    query: 'engineering',
    finds: ['Data Engineering Intern', 'Civil Site Engineering Intern', 'Robotics Engineering Intern'],
  },
  { query: 'mechanical engineer', finds: ['Mechanical Design Intern'], notFinds: ['Electrical Design Intern'] },
  {
    query: 'nurse',
    finds: ['Clinical Research Intern', 'Public Health Intern'],
    notFinds: ['Digital Marketing Intern'],
  },
  { query: 'payroll', finds: [], notFinds: ['Payroll & Compliance Intern'] },
  // Skills from the requirements rank below title and domain matches.
  {
    query: 'python',
    finds: ['Python Developer Intern', 'Data Science Intern', 'Machine Learning Intern'],
    first: ['Python Developer Intern'],
  },
  { query: 'react', finds: ['Frontend Developer Intern'], notFinds: ['Backend Developer Intern (Node.js)'] },
  { query: 'figma', finds: ['UI/UX Design Intern', 'Product Design Intern', 'Web Design Intern'] },
  { query: 'autocad', finds: ['Interior Design Intern', 'Electrical Design Intern', 'CAD Drafting Intern'] },
  {
    query: 'excel',
    finds: ['Financial Analyst Intern', 'Market Research Intern'],
    notFinds: ['Frontend Developer Intern'],
  },
  { query: 'kannada', finds: ['Public Relations Intern', 'Sales & Business Development Intern'] },
  {
    query: 'mba',
    finds: ['Financial Analyst Intern', 'Hospital Administration Intern'],
    notFinds: ['Brand Marketing Intern'],
  },
  {
    query: 'research',
    finds: ['Machine Learning Intern'],
    first: ['Clinical Research Intern', 'UX Research Intern', 'Market Research Intern', 'Equity Research Intern'],
  },
  {
    query: 'design',
    finds: ['Graphic Design Intern', 'Mechanical Design Intern', 'Web Design Intern'],
    notFinds: ['Digital Marketing Intern'],
  },
  // The company's name.
  { query: 'kaveri', finds: ['Data Science Intern'], notFinds: ['Frontend Developer Intern'] },
  { query: 'nimbus', finds: ['Frontend Developer Intern'] },
  // Part-time and trainee.
  {
    query: 'part time',
    finds: ['Python Developer Intern', 'Web Design Intern', 'CAD Drafting Intern'],
    notFinds: ['Frontend Developer Intern'],
  },
  { query: 'trainee', finds: ['IT Support Trainee', 'Medical Coding Trainee', 'Cloud & DevOps Intern'] },
  // The spec's rules stay: every word must match, at the start of a word; short words are not corrected.
  { query: 'art', finds: ['Game Art Intern'], notFinds: ['Frontend Developer Intern'] },
  { query: 'python marketing', finds: [], notFinds: ['Python Developer Intern', 'Digital Marketing Intern'] },
  { query: 'zzz', finds: [], notFinds: ['Frontend Developer Intern'] },
  { query: 'xqzvw', finds: [] },
  { query: 'dev', finds: DEVELOPERS },
  // Closed listings are never found.
  { query: 'cybersecurity', finds: [], notFinds: ['Cybersecurity Analyst Intern'] },
  { query: 'fashion', finds: [], notFinds: ['Fashion Design Intern'] },
];
