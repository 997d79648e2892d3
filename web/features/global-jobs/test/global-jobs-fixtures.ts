// The global jobs the page's tests show: two countries, one unsafe link (never made a link), one link
// that may be broken (the daily check failed three times in a row, docs/decisions/0036).
export const GLOBAL_JOBS = [
  {
    _id: 'g1',
    country_name: 'Canada',
    company_name: 'Job Bank',
    link: 'https://www.jobbank.gc.ca/',
    continents: 'North America',
    linkBroken: true,
  },
  {
    _id: 'g2',
    country_name: 'Germany',
    company_name: 'Make it in Germany',
    link: 'https://www.make-it-in-germany.com/en/',
    continents: 'Europe',
    linkBroken: false,
  },
  {
    _id: 'g3',
    country_name: 'Germany',
    company_name: 'Interamt',
    link: 'javascript:alert(1)',
    continents: 'Europe',
    linkBroken: false,
  },
];
