// docs/spec/student-side.md §2 'Testimonial carousel', §3 Testimonial (static): 15 fixed testimonials, 3 per slide, 5 slides.

export type Testimonial = { name: string; location: string; quote: string; rating: 1 | 2 | 3 | 4 | 5 };

export const TESTIMONIALS_PER_SLIDE = 3;

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Ananya Sharma',
    location: 'Bengaluru, Karnataka',
    quote: 'I found my frontend internship within two weeks. Applying with one click saved me so much time.',
    rating: 5,
  },
  {
    name: 'Rahul Verma',
    location: 'Pune, Maharashtra',
    quote: 'The recommendations actually matched my skills. I got two interview calls in my first week.',
    rating: 5,
  },
  {
    name: 'Priya Nair',
    location: 'Kochi, Kerala',
    quote: 'As a design student I struggled to find paid work. Here I found a remote UI/UX internship I love.',
    rating: 5,
  },
  {
    name: 'Arjun Reddy',
    location: 'Hyderabad, Telangana',
    quote: 'Clear listings with stipend and duration up front. No more guessing before applying.',
    rating: 4,
  },
  {
    name: 'Sneha Patil',
    location: 'Mysuru, Karnataka',
    quote: 'The dashboard shows where every application stands. It kept me organised during placement season.',
    rating: 5,
  },
  {
    name: 'Mohammed Irfan',
    location: 'Chennai, Tamil Nadu',
    quote: 'I was able to apply to a finance internship in my own city and finish it alongside my classes.',
    rating: 4,
  },
  {
    name: 'Kavya Iyer',
    location: 'Coimbatore, Tamil Nadu',
    quote: 'Building my profile once and reusing it everywhere is brilliant. The whole process felt simple.',
    rating: 5,
  },
  {
    name: 'Rohan Gupta',
    location: 'Jaipur, Rajasthan',
    quote: 'The global jobs section opened my eyes to companies abroad I had never heard of. Very useful.',
    rating: 4,
  },
  {
    name: 'Divya Menon',
    location: 'Thiruvananthapuram, Kerala',
    quote: 'I landed a healthcare research internship that fits my biotech degree perfectly. Thank you!',
    rating: 5,
  },
  {
    name: 'Aditya Kulkarni',
    location: 'Belagavi, Karnataka',
    quote: 'Searching by domain and location made it easy to find engineering internships near home.',
    rating: 5,
  },
  {
    name: 'Fathima Zehra',
    location: 'Mangaluru, Karnataka',
    quote: 'The marketing internship I found here turned into a part-time role. Completely free to use, too.',
    rating: 5,
  },
  {
    name: 'Vikram Singh',
    location: 'Lucknow, Uttar Pradesh',
    quote: 'Good variety of internships in every field. I only wish I had discovered the platform sooner.',
    rating: 4,
  },
  {
    name: 'Meghana Rao',
    location: 'Visakhapatnam, Andhra Pradesh',
    quote: 'The assistant answered my resume questions instantly and my application went through the same day.',
    rating: 5,
  },
  {
    name: 'Siddharth Jain',
    location: 'Indore, Madhya Pradesh',
    quote: 'Flexible remote options let me intern with a Bengaluru startup without leaving my hometown.',
    rating: 5,
  },
  {
    name: 'Lakshmi Hegde',
    location: 'Udupi, Karnataka',
    quote: 'Honest listings and a simple process. I recommend it to every junior in my college.',
    rating: 5,
  },
];

/** The testimonials in slides of 3: 15 testimonials make 5 slides. */
export function toSlides<T>(items: T[], perSlide = TESTIMONIALS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) slides.push(items.slice(start, start + perSlide));
  return slides;
}
