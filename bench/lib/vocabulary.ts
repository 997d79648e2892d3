// Word lists and skewed pickers for realistic benchmark data: a few words and cities are very
// common and most are rare, as in real listings.

export const DOMAIN_ROLES: Record<string, string[]> = {
  Technology: [
    'Frontend Developer',
    'Backend Developer',
    'Full Stack Developer',
    'Software Engineer',
    'Data Science',
    'Machine Learning',
    'Android Developer',
    'iOS Developer',
    'Cloud Engineer',
    'DevOps',
    'QA Tester',
    'Cybersecurity Analyst',
    'Web Developer',
    'Python Developer',
    'Java Developer',
    'Data Analyst',
    'AI Research',
    'Blockchain Developer',
    'Game Developer',
    'Database Administrator',
  ],
  Design: [
    'UI/UX Design',
    'Graphic Design',
    'Product Design',
    'Motion Graphics',
    'Visual Design',
    'Interior Design',
    'Fashion Design',
    'Illustration',
    'Brand Design',
    'Video Editing',
  ],
  Marketing: [
    'Digital Marketing',
    'Social Media Marketing',
    'Content Writing',
    'SEO',
    'Brand Marketing',
    'Market Research',
    'Email Marketing',
    'Performance Marketing',
    'Public Relations',
    'Business Development',
  ],
  Finance: [
    'Financial Analyst',
    'Accounting',
    'Investment Banking',
    'Equity Research',
    'Audit',
    'Taxation',
    'Risk Analyst',
    'Credit Analyst',
    'Fintech Operations',
    'Wealth Management',
  ],
  Healthcare: [
    'Clinical Research',
    'Pharmacy',
    'Medical Writing',
    'Healthcare Operations',
    'Public Health',
    'Nutrition',
    'Physiotherapy',
    'Hospital Administration',
    'Biotechnology Research',
    'Medical Coding',
  ],
  Engineering: [
    'Mechanical Design',
    'Civil Site Engineer',
    'Electrical Engineer',
    'Electronics Design',
    'Automobile Engineering',
    'Production Engineer',
    'Quality Engineer',
    'Embedded Systems',
    'Robotics',
    'Chemical Process Engineer',
  ],
};

export const SUFFIXES = ['Intern', 'Intern', 'Intern', 'Trainee', 'Internship', 'Apprentice'];
export const POSITIONS = [
  'Intern',
  'Intern',
  'Intern',
  'Trainee',
  'Junior Analyst',
  'Associate Intern',
  'Summer Intern',
];
export const CITIES = [
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Mumbai',
  'Chennai',
  'Delhi',
  'Noida',
  'Gurugram',
  'Kolkata',
  'Ahmedabad',
  'Remote',
  'Mysuru',
  'Kochi',
  'Coimbatore',
  'Jaipur',
  'Chandigarh',
  'Indore',
  'Lucknow',
  'Bhubaneswar',
  'Visakhapatnam',
  'Mangaluru',
  'Hubballi',
  'Thiruvananthapuram',
  'Nagpur',
  'Surat',
  'Vadodara',
  'Bhopal',
  'Patna',
  'Ranchi',
  'Guwahati',
  'Dehradun',
  'Madurai',
  'Vijayawada',
  'Nashik',
  'Aurangabad',
  'Raipur',
  'Jodhpur',
  'Udaipur',
  'Belagavi',
  'Tiruchirappalli',
];
export const COMPANY_A = [
  'Nimbus',
  'Saffron',
  'Indus',
  'Lotus',
  'Peacock',
  'Ganga',
  'Deccan',
  'Kaveri',
  'Himalaya',
  'Tiger',
  'Banyan',
  'Monsoon',
  'Coral',
  'Everest',
  'Orbit',
  'Quantum',
  'Pixel',
  'Vertex',
  'Zenith',
  'Aurora',
];
export const COMPANY_B = [
  'Softlabs',
  'Technologies',
  'Solutions',
  'Analytics',
  'Health',
  'Designs',
  'Finserv',
  'Motors',
  'Media',
  'Systems',
  'Labs',
  'Works',
  'Ventures',
  'Infotech',
  'Consulting',
];
export const SKILLS = [
  'React',
  'Python',
  'Java',
  'SQL',
  'Excel',
  'Figma',
  'Communication',
  'Node.js',
  'Machine Learning',
  'Photoshop',
  'SEO',
  'Accounting',
  'AutoCAD',
  'MATLAB',
  'C++',
  'Tableau',
  'Power BI',
  'Content Writing',
  'Teamwork',
  'Research',
];
export const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ananya',
  'Diya',
  'Ishaan',
  'Kavya',
  'Meera',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Priya',
  'Rahul',
  'Sneha',
  'Karthik',
  'Lakshmi',
  'Nikhil',
  'Pooja',
  'Siddharth',
  'Tanvi',
];
export const LAST = [
  'Sharma',
  'Rao',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Gupta',
  'Menon',
  'Kulkarni',
  'Das',
  'Singh',
  'Joshi',
  'Hegde',
  'Shetty',
  'Pillai',
];

/** A deterministic pseudo-random source, so every run builds the same data. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zipf-like pick: index 0 is the most common. */
export function zipf<T>(random: () => number, items: readonly T[], exponent = 1.1): T {
  const weights = items.map((_, i) => 1 / (i + 1) ** exponent);
  const total = weights.reduce((a, b) => a + b, 0);
  let r = random() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r <= 0) return items[i];
  }
  return items[items.length - 1];
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
