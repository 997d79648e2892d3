// Demo links to public and global job portals, loaded into an empty database when SEED_DEMO is true.

export interface DemoGlobalJob {
  country_name: string;
  company_name: string;
  link: string;
  continents: string;
}

export const DEMO_GLOBAL_JOBS: DemoGlobalJob[] = [
  // ---------------------------------------------------------------- Europe
  {
    country_name: 'Germany',
    company_name: 'Bundesagentur für Arbeit – Jobsuche',
    link: 'https://www.arbeitsagentur.de/jobsuche/',
    continents: 'Europe',
  },
  {
    country_name: 'Germany',
    company_name: 'Make it in Germany',
    link: 'https://www.make-it-in-germany.com/en/',
    continents: 'Europe',
  },
  {
    country_name: 'Germany',
    company_name: 'Interamt (Public Service Jobs)',
    link: 'https://www.interamt.de/',
    continents: 'Europe',
  },
  {
    country_name: 'United Kingdom',
    company_name: 'Find a job (GOV.UK)',
    link: 'https://findajob.dwp.gov.uk/',
    continents: 'Europe',
  },
  {
    country_name: 'United Kingdom',
    company_name: 'Civil Service Jobs',
    link: 'https://www.civilservicejobs.service.gov.uk/',
    continents: 'Europe',
  },
  {
    country_name: 'United Kingdom',
    company_name: 'NHS Jobs',
    link: 'https://www.jobs.nhs.uk/',
    continents: 'Europe',
  },
  {
    country_name: 'France',
    company_name: 'France Travail',
    link: 'https://www.francetravail.fr/',
    continents: 'Europe',
  },
  {
    country_name: 'France',
    company_name: 'Apec',
    link: 'https://www.apec.fr/',
    continents: 'Europe',
  },
  {
    country_name: 'Netherlands',
    company_name: 'Werk.nl (UWV)',
    link: 'https://www.werk.nl/',
    continents: 'Europe',
  },
  {
    country_name: 'Ireland',
    company_name: 'JobsIreland',
    link: 'https://jobsireland.ie/',
    continents: 'Europe',
  },
  {
    country_name: 'Ireland',
    company_name: 'publicjobs.ie',
    link: 'https://www.publicjobs.ie/',
    continents: 'Europe',
  },
  {
    country_name: 'Sweden',
    company_name: 'Platsbanken (Arbetsförmedlingen)',
    link: 'https://arbetsformedlingen.se/platsbanken/',
    continents: 'Europe',
  },
  {
    country_name: 'Norway',
    company_name: 'arbeidsplassen.no (NAV)',
    link: 'https://arbeidsplassen.nav.no/',
    continents: 'Europe',
  },
  {
    country_name: 'Denmark',
    company_name: 'Work in Denmark',
    link: 'https://www.workindenmark.dk/',
    continents: 'Europe',
  },
  {
    country_name: 'Finland',
    company_name: 'Job Market Finland',
    link: 'https://tyomarkkinatori.fi/en',
    continents: 'Europe',
  },
  {
    country_name: 'Switzerland',
    company_name: 'Job-Room (SECO)',
    link: 'https://www.job-room.ch/',
    continents: 'Europe',
  },
  {
    country_name: 'Spain',
    company_name: 'SEPE – Servicio Público de Empleo Estatal',
    link: 'https://www.sepe.es/',
    continents: 'Europe',
  },
  {
    country_name: 'European Union',
    company_name: 'EURES – European Job Mobility Portal',
    link: 'https://eures.europa.eu/',
    continents: 'Europe',
  },
  {
    country_name: 'European Union',
    company_name: 'EU Careers (EPSO)',
    link: 'https://eu-careers.europa.eu/',
    continents: 'Europe',
  },

  // ---------------------------------------------------------------- North America
  {
    country_name: 'United States',
    company_name: 'USAJOBS',
    link: 'https://www.usajobs.gov/',
    continents: 'North America',
  },
  {
    country_name: 'United States',
    company_name: 'CareerOneStop',
    link: 'https://www.careeronestop.org/',
    continents: 'North America',
  },
  {
    country_name: 'United States',
    company_name: 'United Nations Careers',
    link: 'https://careers.un.org/',
    continents: 'North America',
  },
  {
    country_name: 'United States',
    company_name: 'LinkedIn Jobs',
    link: 'https://www.linkedin.com/jobs/',
    continents: 'North America',
  },
  {
    country_name: 'United States',
    company_name: 'Indeed',
    link: 'https://www.indeed.com/',
    continents: 'North America',
  },
  {
    country_name: 'United States',
    company_name: 'Glassdoor',
    link: 'https://www.glassdoor.com/',
    continents: 'North America',
  },
  {
    country_name: 'Canada',
    company_name: 'Job Bank',
    link: 'https://www.jobbank.gc.ca/',
    continents: 'North America',
  },
  {
    country_name: 'Canada',
    company_name: 'Work in Canada (IRCC)',
    link: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada.html',
    continents: 'North America',
  },
  {
    country_name: 'Mexico',
    company_name: 'Portal del Empleo',
    link: 'https://www.empleo.gob.mx/',
    continents: 'North America',
  },
  {
    country_name: 'Mexico',
    company_name: 'OCC Mundial',
    link: 'https://www.occ.com.mx/',
    continents: 'North America',
  },

  // ---------------------------------------------------------------- Asia
  {
    country_name: 'India',
    company_name: 'National Career Service',
    link: 'https://www.ncs.gov.in/',
    continents: 'Asia',
  },
  {
    country_name: 'Singapore',
    company_name: 'MyCareersFuture',
    link: 'https://www.mycareersfuture.gov.sg/',
    continents: 'Asia',
  },
  {
    country_name: 'Singapore',
    company_name: 'Careers@Gov',
    link: 'https://www.careers.gov.sg/',
    continents: 'Asia',
  },
  {
    country_name: 'Japan',
    company_name: 'Hello Work Internet Service',
    link: 'https://www.hellowork.mhlw.go.jp/',
    continents: 'Asia',
  },
  {
    country_name: 'Japan',
    company_name: 'JET Programme',
    link: 'https://jetprogramme.org/',
    continents: 'Asia',
  },
  {
    country_name: 'South Korea',
    company_name: 'Work24',
    link: 'https://www.work24.go.kr/',
    continents: 'Asia',
  },
  {
    country_name: 'United Arab Emirates',
    company_name: 'Ministry of Human Resources and Emiratisation',
    link: 'https://www.mohre.gov.ae/',
    continents: 'Asia',
  },
  {
    country_name: 'United Arab Emirates',
    company_name: 'Bayt.com',
    link: 'https://www.bayt.com/',
    continents: 'Asia',
  },
  {
    country_name: 'Malaysia',
    company_name: 'MYFutureJobs',
    link: 'https://myfuturejobs.gov.my/',
    continents: 'Asia',
  },
  {
    country_name: 'Malaysia',
    company_name: 'Jobstreet Malaysia',
    link: 'https://www.jobstreet.com.my/',
    continents: 'Asia',
  },
  {
    country_name: 'Philippines',
    company_name: 'PhilJobNet',
    link: 'https://philjobnet.gov.ph/',
    continents: 'Asia',
  },

  // ---------------------------------------------------------------- Oceania
  {
    country_name: 'Australia',
    company_name: 'Workforce Australia',
    link: 'https://www.workforceaustralia.gov.au/',
    continents: 'Oceania',
  },
  {
    country_name: 'Australia',
    company_name: 'APSjobs',
    link: 'https://www.apsjobs.gov.au/',
    continents: 'Oceania',
  },
  {
    country_name: 'Australia',
    company_name: 'SEEK Australia',
    link: 'https://www.seek.com.au/',
    continents: 'Oceania',
  },
  {
    country_name: 'New Zealand',
    company_name: 'NZ Government Jobs',
    link: 'https://jobs.govt.nz/',
    continents: 'Oceania',
  },
  {
    country_name: 'New Zealand',
    company_name: 'Careers New Zealand',
    link: 'https://www.careers.govt.nz/',
    continents: 'Oceania',
  },
  {
    country_name: 'New Zealand',
    company_name: 'SEEK New Zealand',
    link: 'https://www.seek.co.nz/',
    continents: 'Oceania',
  },

  // ---------------------------------------------------------------- Africa
  {
    country_name: 'South Africa',
    company_name: 'SAYouth.mobi',
    link: 'https://sayouth.mobi/',
    continents: 'Africa',
  },
  {
    country_name: 'South Africa',
    company_name: 'Careers24',
    link: 'https://www.careers24.com/',
    continents: 'Africa',
  },
  {
    country_name: 'South Africa',
    company_name: 'PNet',
    link: 'https://www.pnet.co.za/',
    continents: 'Africa',
  },
  {
    country_name: 'Kenya',
    company_name: 'BrighterMonday Kenya',
    link: 'https://www.brightermonday.co.ke/',
    continents: 'Africa',
  },
  {
    country_name: 'Nigeria',
    company_name: 'Jobberman Nigeria',
    link: 'https://www.jobberman.com/',
    continents: 'Africa',
  },
  {
    country_name: 'Ghana',
    company_name: 'Jobberman Ghana',
    link: 'https://www.jobberman.com.gh/',
    continents: 'Africa',
  },
  {
    country_name: 'Egypt',
    company_name: 'Wuzzuf',
    link: 'https://wuzzuf.net/',
    continents: 'Africa',
  },
  {
    country_name: 'Morocco',
    company_name: 'ANAPEC',
    link: 'https://www.anapec.org/',
    continents: 'Africa',
  },

  // ---------------------------------------------------------------- South America
  {
    country_name: 'Brazil',
    company_name: 'Catho',
    link: 'https://www.catho.com.br/',
    continents: 'South America',
  },
  {
    country_name: 'Brazil',
    company_name: 'Vagas.com',
    link: 'https://www.vagas.com.br/',
    continents: 'South America',
  },
  {
    country_name: 'Argentina',
    company_name: 'Portal Empleo',
    link: 'https://www.portalempleo.gob.ar/',
    continents: 'South America',
  },
  {
    country_name: 'Argentina',
    company_name: 'Bumeran Argentina',
    link: 'https://www.bumeran.com.ar/',
    continents: 'South America',
  },
  {
    country_name: 'Chile',
    company_name: 'Bolsa Nacional de Empleo',
    link: 'https://www.bne.cl/',
    continents: 'South America',
  },
  {
    country_name: 'Chile',
    company_name: 'Laborum Chile',
    link: 'https://www.laborum.cl/',
    continents: 'South America',
  },
  {
    country_name: 'Colombia',
    company_name: 'Servicio Público de Empleo',
    link: 'https://www.serviciodeempleo.gov.co/',
    continents: 'South America',
  },
  {
    country_name: 'Peru',
    company_name: 'Bumeran Perú',
    link: 'https://www.bumeran.com.pe/',
    continents: 'South America',
  },
];
