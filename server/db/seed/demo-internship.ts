// The shape of a demo internship (see demo-internships/ for the data).
export interface DemoInternship {
  title: string;
  company: string;
  location: string;
  email: string | null;
  domain: 'Technology' | 'Design' | 'Marketing' | 'Finance' | 'Healthcare' | 'Engineering';
  position: string;
  type: 'Full-time' | 'Part-time' | 'Remote';
  duration: string;
  salary: number;
  description: string;
  requirements: string[];
  featured: boolean;
  isActive: boolean;
  expiresInDays: number | null;
  postedDaysAgo: number;
}
