// docs/spec/admin-side.md §2 'Assistant widget': canned replies chosen by keyword, otherwise a random generic one.
// No server call. The canned claims are the spec's: resume PDF only, max 10 MB; stipends ₹5,000 to
// ₹50,000+; durations 1 to 6 months; up to 3 internships a day (text only, not enforced here).

export type AssistantTopic =
  | 'resume'
  | 'profile'
  | 'status'
  | 'salary'
  | 'duration'
  | 'tips'
  | 'features'
  | 'internships'
  | 'greeting'
  | 'thanks';

export const ASSISTANT_GREETING =
  "Hi there! I'm your career assistant. Ask me about finding internships, applying, your resume, " +
  'your profile, stipends or application status.';

export const ASSISTANT_SUGGESTIONS = ['How do I apply?', 'How do I upload my resume?', 'What stipends are offered?'];

type TopicRule = { topic: AssistantTopic; pattern: RegExp; reply: string };

// Checked in order: specific subjects first, so 'hi, how do I upload my resume?' is about the resume;
// greetings and thanks only answer messages that say nothing more specific.
const TOPIC_RULES: TopicRule[] = [
  {
    topic: 'resume',
    pattern: /\b(resumes?|cvs?|curriculum vitae)\b/,
    reply:
      'You can upload your resume from your Dashboard: open your profile, choose Edit and add the file. ' +
      'Resumes must be PDF files only, with a maximum size of 10 MB. A resume is needed before you can apply.',
  },
  {
    topic: 'profile',
    pattern: /\b(profiles?|profile picture|photo|avatar|my details|my skills)\b/,
    reply:
      'Keep your profile complete: education, skills, interests and a resume help us match you with the ' +
      'right internships. Go to your Dashboard and choose Edit to update it at any time.',
  },
  {
    topic: 'status',
    pattern: /\b(status|track|tracking|applied|my applications?|shortlist\w*|selected|response|reply)\b/,
    reply:
      'You can follow every application on your Dashboard under My Applications. Each one shows its status: ' +
      'Pending, Reviewed, Accepted or Rejected. If a company has not replied within 5 days, contact them ' +
      'directly by email or phone.',
  },
  {
    topic: 'salary',
    pattern: /\b(salary|salaries|stipends?|pay|paid|payment|money|earn\w*)\b/,
    reply:
      'Stipends vary by company, role and city. Most internships on the platform offer from ₹5,000 to ₹50,000+ ' +
      'a month. Use the minimum and maximum salary filters on Find Internships to narrow the list.',
  },
  {
    topic: 'duration',
    pattern: /\b(duration|how long|months?|weeks?|period|length)\b/,
    reply:
      'Internships usually last from 1 to 6 months. The duration is shown on every listing and on its ' +
      'detail page, so you can pick what fits your studies.',
  },
  {
    topic: 'tips',
    pattern: /\b(tips?|advice|suggest\w*|improve|stand out|interviews?|prepare|preparation)\b/,
    reply:
      'A few tips: keep your resume to one or two pages, list projects with what you built, add skills that ' +
      'match the roles you want, write a short cover letter for each application, and apply early.',
  },
  {
    topic: 'features',
    pattern: /\b(features?|what can you do|what do you do|how does (this|it) work|about (this|the) (site|platform))\b/,
    reply:
      'The platform offers AI-powered matching, global internships, flexible schedules and one-click apply. ' +
      'You can also browse global job links by country and follow your applications on your Dashboard.',
  },
  {
    topic: 'internships',
    pattern: /\b(internships?|apply|applying|application|find|search|looking|requirements?|eligib\w*|jobs?|opening)\b/,
    reply:
      'Go to Find Internships to search by keyword and location, and filter by domain, position and stipend. ' +
      'Open a listing to read its requirements, then choose Apply Now. You can apply to up to 3 internships a day.',
  },
  {
    topic: 'greeting',
    pattern: /\b(hi|hello|hey|hii+|namaste|namaskara|good (morning|afternoon|evening))\b/,
    reply: 'Hello! How can I help you with your internship search today?',
  },
  {
    topic: 'thanks',
    pattern: /\b(thanks|thank you|thank u|thx|ty|dhanyavad\w*)\b/,
    reply: "You're welcome! Good luck with your applications. Ask me anything else whenever you like.",
  },
];

export const GENERIC_REPLIES = [
  "I'm not sure I understood that. You can ask me about internships, applying, your resume, profile or stipends.",
  'Good question! For the details, browse Find Internships or contact our support team by email.',
  'I can help with finding internships, resume requirements, application status, stipends and durations. ' +
    'What would you like to know?',
];

/** The topic of a message, or null when no keyword matches. */
export function findAssistantTopic(message: string): AssistantTopic | null {
  const text = message.toLowerCase();
  return TOPIC_RULES.find((rule) => rule.pattern.test(text))?.topic ?? null;
}

/** The canned reply to a message. `random` in [0, 1) picks the generic reply (injectable for tests). */
export function getAssistantReply(message: string, random: () => number = Math.random): string {
  const topic = findAssistantTopic(message);
  const rule = topic && TOPIC_RULES.find((candidate) => candidate.topic === topic);
  if (rule) return rule.reply;
  return GENERIC_REPLIES[Math.min(GENERIC_REPLIES.length - 1, Math.floor(random() * GENERIC_REPLIES.length))];
}

/** docs/spec/admin-side.md §9: the simulated reply delay is between 1 and 2 seconds. */
export function getReplyDelayMs(random: () => number = Math.random): number {
  return 1000 + Math.round(random() * 1000);
}
