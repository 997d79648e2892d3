import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// docs/spec/student-side.md §2 'Testimonial carousel', §3 Testimonial (static): 15 fixed testimonials, 3 per slide, 5 slides.

/** The name is kept as written; the place and the quote are translated (product copy). */
export type Testimonial = {
  name: string;
  location: MessageDescriptor;
  quote: MessageDescriptor;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const TESTIMONIALS_PER_SLIDE = 3;

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Ananya Sharma',
    location: msg`Bengaluru, Karnataka`,
    quote: msg`I found my frontend internship within two weeks. Applying with one click saved me so much time.`,
    rating: 5,
  },
  {
    name: 'Rahul Verma',
    location: msg`Pune, Maharashtra`,
    quote: msg`The recommendations actually matched my skills. I got two interview calls in my first week.`,
    rating: 5,
  },
  {
    name: 'Priya Nair',
    location: msg`Kochi, Kerala`,
    quote: msg`As a design student I struggled to find paid work. Here I found a remote UI/UX internship I love.`,
    rating: 5,
  },
  {
    name: 'Arjun Reddy',
    location: msg`Hyderabad, Telangana`,
    quote: msg`Clear listings with stipend and duration up front. No more guessing before applying.`,
    rating: 4,
  },
  {
    name: 'Sneha Patil',
    location: msg`Mysuru, Karnataka`,
    quote: msg`The dashboard shows where every application stands. It kept me organised during placement season.`,
    rating: 5,
  },
  {
    name: 'Mohammed Irfan',
    location: msg`Chennai, Tamil Nadu`,
    quote: msg`I was able to apply to a finance internship in my own city and finish it alongside my classes.`,
    rating: 4,
  },
  {
    name: 'Kavya Iyer',
    location: msg`Coimbatore, Tamil Nadu`,
    quote: msg`Building my profile once and reusing it everywhere is brilliant. The whole process felt simple.`,
    rating: 5,
  },
  {
    name: 'Rohan Gupta',
    location: msg`Jaipur, Rajasthan`,
    quote: msg`The global jobs section opened my eyes to companies abroad I had never heard of. Very useful.`,
    rating: 4,
  },
  {
    name: 'Divya Menon',
    location: msg`Thiruvananthapuram, Kerala`,
    quote: msg`I landed a healthcare research internship that fits my biotech degree perfectly. Thank you!`,
    rating: 5,
  },
  {
    name: 'Aditya Kulkarni',
    location: msg`Belagavi, Karnataka`,
    quote: msg`Searching by domain and location made it easy to find engineering internships near home.`,
    rating: 5,
  },
  {
    name: 'Fathima Zehra',
    location: msg`Mangaluru, Karnataka`,
    quote: msg`The marketing internship I found here turned into a part-time role. Completely free to use, too.`,
    rating: 5,
  },
  {
    name: 'Vikram Singh',
    location: msg`Lucknow, Uttar Pradesh`,
    quote: msg`Good variety of internships in every field. I only wish I had discovered the platform sooner.`,
    rating: 4,
  },
  {
    name: 'Meghana Rao',
    location: msg`Visakhapatnam, Andhra Pradesh`,
    quote: msg`The assistant answered my resume questions instantly and my application went through the same day.`,
    rating: 5,
  },
  {
    name: 'Siddharth Jain',
    location: msg`Indore, Madhya Pradesh`,
    quote: msg`Flexible remote options let me intern with a Bengaluru startup without leaving my hometown.`,
    rating: 5,
  },
  {
    name: 'Lakshmi Hegde',
    location: msg`Udupi, Karnataka`,
    quote: msg`Honest listings and a simple process. I recommend it to every junior in my college.`,
    rating: 5,
  },
];

/** The testimonials in slides of 3: 15 testimonials make 5 slides. */
export function toSlides<T>(items: T[], perSlide = TESTIMONIALS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += perSlide) slides.push(items.slice(start, start + perSlide));
  return slides;
}
