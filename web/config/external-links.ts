// External sites the product links to. The spec (docs/spec/student-side.md §2) names them but not their addresses:
// these are placeholders on example.org until the organisation supplies the real ones.

export const EXTERNAL_LINKS = {
  /** The banner on the internship detail page: the organisation's enquiry page. PLACEHOLDER. */
  enquiry: 'https://enquiry.example.org/internships',
  /** 'Ask AI' on the internship detail page (logged-in students only), opened in a new tab. PLACEHOLDER. */
  askAi: 'https://ai.example.org/',
  /**
   * The full-screen external AI page at /ai (docs/spec/admin-side.md §2), shown in a frame. PLACEHOLDER. An empty
   * string shows a friendly 'not available' message instead. The server's CSP must allow its origin
   * in frame-src (server/plugins/security.ts `frameSources`).
   */
  aiPage: 'https://ai.example.org/' as string,
  /**
   * The home page's intro video (docs/spec/student-side.md §2), opened 5 s after arrival. Empty: the built-in animated
   * three-step tour is shown instead. A YouTube/Vimeo embed URL plays in a frame, any other URL in a
   * <video> element; either way its origin must be allowed by the server's CSP (frame-src / media-src).
   */
  introVideo: '' as string,
  /** Home page quick-link cards (docs/spec/student-side.md §1), opened in a new tab. Public Government of India portals. */
  competitiveExams: 'https://www.nta.ac.in/',
  courses: 'https://swayam.gov.in/',
  scholarships: 'https://scholarships.gov.in/',
  /** Footer social links. PLACEHOLDER profiles: set the organisation's pages; an empty string hides the icon. */
  social: {
    linkedin: 'https://www.linkedin.com/' as string,
    instagram: 'https://www.instagram.com/' as string,
    youtube: 'https://www.youtube.com/' as string,
    x: 'https://x.com/' as string,
    facebook: 'https://www.facebook.com/' as string,
  },
} as const;
