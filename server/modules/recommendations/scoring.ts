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

/** Whole-word, case-insensitive: "Java" does not match "JavaScript", "C++" matches "C++". */
function mentions(haystack: string, needle: string): boolean {
  const term = needle.trim();
  if (!term) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}+#])${escapeRegExp(term)}($|[^\\p{L}\\p{N}+#])`, 'iu').test(haystack);
}

export function scoreJob(student: StudentProfile, job: JobText): Score {
  let score = 0;
  const matchedSkills: string[] = [];
  for (const skill of student.skills) {
    const points = mentions(job.title, skill)
      ? WEIGHTS.skillInTitle
      : job.requirements.some((r) => mentions(r, skill))
        ? WEIGHTS.skillInRequirements
        : mentions(job.description, skill) || mentions(job.domain, skill)
          ? WEIGHTS.skillInDescription
          : 0;
    if (points > 0) {
      score += points;
      matchedSkills.push(skill);
    }
  }
  const everything = [job.title, job.domain, job.description, ...job.requirements].join('\n');
  const matchedInterests = student.keywords.filter((keyword) => mentions(everything, keyword));
  score += matchedInterests.length * WEIGHTS.interest;

  const reasons: string[] = [];
  if (matchedSkills.length > 0) reasons.push(`Matches your skills: ${matchedSkills.slice(0, 4).join(', ')}`);
  if (matchedInterests.length > 0) reasons.push(`Matches your interests: ${matchedInterests.slice(0, 3).join(', ')}`);
  if (score === 0) return { score: 0, reasons: [] };

  // Place only adds to a match; it never makes an unrelated internship a recommendation.
  if (student.city && mentions(job.location, student.city)) {
    score += WEIGHTS.city;
    reasons.push(`In ${job.location}`);
  } else if (job.type === 'Remote' || /remote/i.test(job.location)) {
    score += WEIGHTS.remote + (student.studyPreference === 'Abroad' ? 1 : 0);
    reasons.push(student.studyPreference === 'Abroad' ? 'Remote: fits plans to study abroad' : 'Remote');
  }
  return { score, reasons };
}
