// Deterministic, explainable matching of a student to internships (no outside service). Each point
// comes with a reason the student can read.

export interface StudentProfile {
  skills: string[];
  keywords: string[];
  city: string;
  studyPreference: string;
}

export interface JobText {
  title: string;
  domain: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
}

export interface Score {
  score: number;
  reasons: string[];
}

const WEIGHTS = { skillInTitle: 5, skillInRequirements: 4, skillInDescription: 2, interest: 3, city: 3, remote: 1 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test for a term as a whole word, case-insensitively: "Java" does not match "JavaScript", "C++" matches "C++". */
function wholeWord(term: string): (text: string) => boolean {
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}+#])${escapeRegExp(term)}($|[^\\p{L}\\p{N}+#])`, 'iu');
  return (text) => pattern.test(text);
}

interface Term {
  text: string;
  in: (text: string) => boolean;
}

const terms = (list: string[]): Term[] =>
  list.flatMap((text) => (text.trim() ? [{ text, in: wholeWord(text.trim()) }] : []));

/**
 * The scoring of one student, to run over many internships: each of the student's terms is made into a
 * pattern once, not once per internship (a dashboard scores hundreds of candidates).
 */
export function scorer(student: StudentProfile): (job: JobText) => Score {
  const skills = terms(student.skills);
  const keywords = terms(student.keywords);
  const city = student.city.trim() ? wholeWord(student.city.trim()) : null;
  return (job) => score(student, { skills, keywords, city }, job);
}

export function scoreJob(student: StudentProfile, job: JobText): Score {
  return scorer(student)(job);
}

function score(
  student: StudentProfile,
  { skills, keywords, city }: { skills: Term[]; keywords: Term[]; city: ((text: string) => boolean) | null },
  job: JobText,
): Score {
  let score = 0;
  const matchedSkills: string[] = [];
  for (const skill of skills) {
    const points = skill.in(job.title)
      ? WEIGHTS.skillInTitle
      : job.requirements.some(skill.in)
        ? WEIGHTS.skillInRequirements
        : skill.in(job.description) || skill.in(job.domain)
          ? WEIGHTS.skillInDescription
          : 0;
    if (points > 0) {
      score += points;
      matchedSkills.push(skill.text);
    }
  }
  const everything = [job.title, job.domain, job.description, ...job.requirements].join('\n');
  const matchedInterests = keywords.filter((keyword) => keyword.in(everything)).map((keyword) => keyword.text);
  score += matchedInterests.length * WEIGHTS.interest;

  const reasons: string[] = [];
  if (matchedSkills.length > 0) reasons.push(`Matches your skills: ${matchedSkills.slice(0, 4).join(', ')}`);
  if (matchedInterests.length > 0) reasons.push(`Matches your interests: ${matchedInterests.slice(0, 3).join(', ')}`);
  if (score === 0) return { score: 0, reasons: [] };

  // Place only adds to a match; it never makes an unrelated internship a recommendation.
  if (city?.(job.location)) {
    score += WEIGHTS.city;
    reasons.push(`In ${job.location}`);
  } else if (job.type === 'Remote' || /remote/i.test(job.location)) {
    score += WEIGHTS.remote + (student.studyPreference === 'Abroad' ? 1 : 0);
    reasons.push(student.studyPreference === 'Abroad' ? 'Remote: fits plans to study abroad' : 'Remote');
  }
  return { score, reasons };
}
