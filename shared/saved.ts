// Saved internships (issue 21, item 1): a student keeps internships to come back to.

/** The most internships one student keeps saved; one more is refused (SAVED_LIMIT_REACHED). */
export const SAVED_INTERNSHIPS_MAX = 200;
