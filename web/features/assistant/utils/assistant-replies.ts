// docs/spec/admin-side.md §2 'Assistant widget': canned replies chosen by keyword, otherwise a random generic one.
// No server call. The canned claims are the spec's: resume PDF only, max 10 MB; stipends ₹5,000 to
// ₹50,000+; durations 1 to 6 months; up to 3 internships a day (text only, not enforced here).
// The replies are message descriptors, shown in the pages' language; a question is matched by its
// English, Kannada or Hindi keywords, whatever the pages' language (docs/decisions/0031).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

export const ASSISTANT_GREETING: MessageDescriptor = msg`Hi there! I'm your career assistant. Ask me about finding internships, applying, your resume, your profile, stipends or application status.`;

/** The questions offered before the first message; each translation must hold its topic's keywords (below). */
export const ASSISTANT_SUGGESTIONS: MessageDescriptor[] = [
  msg`How do I apply?`,
  msg`How do I upload my resume?`,
  msg`What stipends are offered?`,
];

/**
 * Kannada and Hindi spellings vary: the same word comes with or without the nukta (रिज़्यूमे, रिज्यूमे),
 * the zero-width joiners (ಇಂಟರ್ನ್‌ಶಿಪ್, ಇಂಟರ್ನ್ಶಿಪ್), long or short vowels (रिज्यूमे, रिज्युमे; ಫೋಟೋ, ಫೊಟೊ)
 * and candrabindu or anusvara (ढूँढ, ढूंढ). Both the message and the keywords are folded to one spelling.
 */
const LOOSE_VOWELS: Record<string, string> = {
  'ी': 'ि',
  'ू': 'ु',
  ई: 'इ',
  ऊ: 'उ',
  'ँ': 'ं',
  'ೀ': 'ಿ',
  'ೂ': 'ು',
  'ೇ': 'ೆ',
  'ೋ': 'ೊ',
  ಈ: 'ಇ',
  ಊ: 'ಉ',
  ಏ: 'ಎ',
  ಓ: 'ಒ',
};
const LOOSE_PATTERN = new RegExp(`[${Object.keys(LOOSE_VOWELS).join('')}]`, 'gu');

function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u200c|\u200d|\u093c|\u0cbc/g, '')
    .replace(LOOSE_PATTERN, (letter) => LOOSE_VOWELS[letter] ?? letter);
}

/**
 * Kannada and Hindi keywords: each matches at the start of a word, with any ending after it, since
 * Kannada joins its endings to the word (ರೆಸ್ಯೂಮ್ → ರೆಸ್ಯೂಮನ್ನು, ಅರ್ಜಿ → ಅರ್ಜಿಯ): a keyword is written as the
 * word's stem (no final virama). A keyword may carry a lookahead to keep out a longer word it starts.
 */
function keywords(...stems: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${stems.map(fold).join('|')})`, 'u');
}

type TopicRule = { topic: AssistantTopic; pattern: RegExp; indian: RegExp; reply: MessageDescriptor };

// Checked in order: specific subjects first, so 'hi, how do I upload my resume?' is about the resume;
// greetings and thanks only answer messages that say nothing more specific.
const TOPIC_RULES: TopicRule[] = [
  {
    topic: 'resume',
    pattern: /\b(resumes?|cvs?|curriculum vitae)\b/,
    indian: keywords(
      'ರೆಸ್ಯೂಮ',
      'ರೆಜ್ಯೂಮ',
      'ರೆಸೂಮ',
      'ರೆಸುಮ',
      'ಸಿವಿ(?!ಲ)',
      'ಬಯೋ ?ಡೇಟ',
      'ಬಯೋ ?ಡಾಟ',
      'रिज़्यूम',
      'रेज़्यूम',
      'रिस्यूम',
      'रेस्यूम',
      'सीवी',
      'बायो[- ]?डाटा',
      'बायो[- ]?डेटा',
    ),
    reply: msg({
      message: `You can upload your resume from your Dashboard: open your profile, choose Edit and add the file. Resumes must be PDF files only, with a maximum size of 10 MB. A resume is needed before you can apply.`,
      comment: 'Dashboard and Edit: the names the pages show',
    }),
  },
  {
    topic: 'profile',
    pattern: /\b(profiles?|profile picture|photo|avatar|my details|my skills)\b/,
    indian: keywords(
      'ಪ್ರೊಫೈಲ',
      'ಫೋಟೋ',
      'ಭಾವಚಿತ್ರ',
      'ನನ್ನ ವಿವರ',
      'ಕೌಶಲ',
      'ಸ್ಕಿಲ',
      'प्रोफ़ाइल',
      'फ़ोटो',
      'तस्वीर',
      'मेरी जानकारी',
      'मेरा विवरण',
      'मेरी डिटेल',
      'स्किल',
      'कौशल',
    ),
    reply: msg({
      message: `Keep your profile complete: education, skills, interests and a resume help us match you with the right internships. Go to your Dashboard and choose Edit to update it at any time.`,
      comment: 'Dashboard and Edit: the names the pages show',
    }),
  },
  {
    topic: 'status',
    pattern: /\b(status|track|tracking|applied|my applications?|shortlist\w*|selected|response|reply)\b/,
    indian: keywords(
      'ಸ್ಥಿತಿ',
      'ಸ್ಟೇಟಸ',
      'ಟ್ರ್ಯಾಕ',
      'ನನ್ನ ಅರ್ಜಿ',
      'ಅರ್ಜಿ ಹಾಕಿದ',
      'ಅರ್ಜಿ ಸಲ್ಲಿಸಿದ',
      'ಶಾರ್ಟ್‌ಲಿಸ್ಟ',
      'ಆಯ್ಕೆಯಾ',
      'ಆಯ್ಕೆ ಆಗ',
      'ಉತ್ತರಿಸ',
      'ಉತ್ತರ ಬಂದ',
      'ಉತ್ತರ ಬರ',
      'ಪ್ರತಿಕ್ರಿಯೆ',
      'स्थिति',
      'स्टेटस',
      'ट्रैक',
      'मेरे आवेदन',
      'मेरा आवेदन',
      'मेरी एप्लीकेशन',
      'आवेदन किया',
      'अप्लाई किया',
      'शॉर्टलिस्ट',
      'चयनित',
      'चयन हुआ',
      'चुना गया',
      'सेलेक्ट',
      'जवाब',
      'प्रतिक्रिया',
    ),
    reply: msg({
      message: `You can follow every application on your Dashboard under My Applications. Each one shows its status: Pending, Reviewed, Accepted or Rejected. If a company has not replied within 5 days, contact them directly by email or phone.`,
      comment: 'Dashboard, My Applications and the four statuses: the names the pages show',
    }),
  },
  {
    topic: 'salary',
    pattern: /\b(salary|salaries|stipends?|pay|paid|payment|money|earn\w*)\b/,
    indian: keywords(
      'ಸ್ಟೈಪೆಂಡ',
      'ಸ್ಟೈಪಂಡ',
      'ಸ್ಟೈಫಂಡ',
      'ಸ್ಟೈಫೆಂಡ',
      'ಸಂಬಳ',
      'ವೇತನ',
      'ಹಣ(?!ಕಾಸ)',
      'ದುಡ್ಡ',
      'ಪಾವತಿ',
      'ಪೇಮೆಂಟ',
      'ಗೌರವಧನ',
      'ಸಂಪಾದನೆ',
      'ಸಂಪಾದಿಸ',
      'स्टाइपेंड',
      'स्टायपेंड',
      'स्टाइपंड',
      'वज़ीफ़ा',
      'वेतन',
      'सैलरी',
      'तनख़्वाह',
      'तनखाह',
      'पैसा',
      'पैसे',
      'भुगतान',
      'पेमेंट',
      'कमाई',
      'कमाने',
      'कमाना',
      'मानदेय',
    ),
    reply: msg({
      message: `Stipends vary by company, role and city. Most internships on the platform offer from ₹5,000 to ₹50,000+ a month. Use the minimum and maximum salary filters on Find Internships to narrow the list.`,
      comment: 'Find Internships: the name the pages show',
    }),
  },
  {
    topic: 'duration',
    pattern: /\b(duration|how long|months?|weeks?|period|length)\b/,
    indian: keywords(
      'ಅವಧಿ',
      'ಎಷ್ಟು ದಿನ',
      'ಎಷ್ಟು ತಿಂಗಳ',
      'ಎಷ್ಟು ಕಾಲ',
      'ಎಷ್ಟು ಸಮಯ',
      'ಎಷ್ಟು ವಾರ',
      'ತಿಂಗಳ',
      'ವಾರ(?!್)',
      'अवधि',
      'कितने दिन',
      'कितने महीने',
      'कितना समय',
      'कितने समय',
      'कितनी लंबी',
      'कितना लंबा',
      'कब तक',
      'महीन',
      'हफ़्त',
      'सप्ताह',
    ),
    reply: msg`Internships usually last from 1 to 6 months. The duration is shown on every listing and on its detail page, so you can pick what fits your studies.`,
  },
  {
    topic: 'tips',
    pattern: /\b(tips?|advice|suggest\w*|improve|stand out|interviews?|prepare|preparation)\b/,
    indian: keywords(
      'ಸಲಹೆ',
      'ಟಿಪ್ಸ',
      'ಸಂದರ್ಶನ',
      'ಇಂಟರ್ವ್ಯೂ',
      'ತಯಾರಿ',
      'ಸಿದ್ಧತೆ',
      'ಸಿದ್ಧರಾಗ',
      'ಸುಧಾರಿಸ',
      'ಎದ್ದು ಕಾಣ',
      'सुझाव',
      'टिप्स',
      'सलाह',
      'इंटरव्यू',
      'इन्टरव्यू',
      'साक्षात्कार',
      'तैयारी',
      'बेहतर बना',
      'सुधार',
    ),
    reply: msg`A few tips: keep your resume to one or two pages, list projects with what you built, add skills that match the roles you want, write a short cover letter for each application, and apply early.`,
  },
  {
    topic: 'features',
    pattern: /\b(features?|what can you do|what do you do|how does (this|it) work|about (this|the) (site|platform))\b/,
    indian: keywords(
      'ವೈಶಿಷ್ಟ್ಯ',
      'ಸೌಲಭ್ಯ',
      'ಫೀಚರ',
      'ನೀವು ಏನು ಮಾಡ',
      'ಏನು ಮಾಡಬಲ್ಲ',
      'ಹೇಗೆ ಕೆಲಸ ಮಾಡುತ್ತ',
      '(ವೆಬ್‌)?ಸೈಟ್(ನ)? ಬಗ್ಗೆ',
      'ಪ್ಲಾಟ್‌ಫಾರ್ಮ್(ನ)? ಬಗ್ಗೆ',
      'ವೇದಿಕೆಯ ಬಗ್ಗೆ',
      'फ़ीचर',
      'सुविधा',
      'विशेषता',
      'आप क्या कर सकते',
      'तुम क्या कर सकते',
      '(यह|ये|साइट|वेबसाइट|प्लेटफ़ॉर्म) कैसे काम',
      '(साइट|वेबसाइट|प्लेटफ़ॉर्म) के बारे में',
    ),
    reply: msg`The platform offers AI-powered matching, global internships, flexible schedules and one-click apply. You can also browse global job links by country and follow your applications on your Dashboard.`,
  },
  {
    topic: 'internships',
    pattern: /\b(internships?|apply|applying|application|find|search|looking|requirements?|eligib\w*|jobs?|opening)\b/,
    indian: keywords(
      'ಇಂಟರ್ನ್‌ಶಿಪ',
      'ಇಂಟರ್ನ್‌ಷಿಪ',
      'ಇಂಟರ್ನಶಿಪ',
      'ಇಂಟರ್ನ್‌ಶಿಫ',
      'ಅರ್ಜಿ',
      'ಅಪ್ಲೈ',
      'ಹುಡುಕ',
      'ಅರ್ಹ',
      'ಅವಶ್ಯಕತೆ',
      'ಅಗತ್ಯ',
      'ಕೆಲಸ',
      'ಉದ್ಯೋಗ',
      'ಜಾಬ',
      'ಹುದ್ದೆ',
      'इंटर्नशिप',
      'इन्टर्नशिप',
      'इंटरनशिप',
      'आवेदन',
      'अप्लाई',
      'एप्लाई',
      'खोज',
      'ढूँढ',
      'पात्रता',
      'योग्यता',
      'आवश्यकता',
      'ज़रूरत',
      'नौकरी',
      'जॉब',
      'वैकेंसी',
    ),
    reply: msg({
      message: `Go to Find Internships to search by keyword and location, and filter by domain, position and stipend. Open a listing to read its requirements, then choose Apply Now. You can apply to up to 3 internships a day.`,
      comment: 'Find Internships and Apply Now: the names the pages show',
    }),
  },
  {
    topic: 'greeting',
    pattern: /\b(hi|hello|hey|hii+|namaste|namaskara|good (morning|afternoon|evening))\b/,
    // Not ಹೇ (hey): it starts ಹೇಗೆ (how).
    indian: keywords(
      'ನಮಸ್ಕಾರ',
      'ನಮಸ್ತೆ',
      'ಹಲೋ',
      'ಹಾಯ್',
      'ಶುಭೋದಯ',
      'ಶುಭ ಸಂಜೆ',
      'ಶುಭ ಮಧ್ಯಾಹ್ನ',
      'नमस्ते',
      'नमस्कार',
      'हेलो',
      'हैलो',
      'हाय',
      'सुप्रभात',
      'शुभ प्रभात',
      'शुभ संध्या',
      'प्रणाम',
    ),
    reply: msg`Hello! How can I help you with your internship search today?`,
  },
  {
    topic: 'thanks',
    pattern: /\b(thanks|thank you|thank u|thx|ty|dhanyavad\w*)\b/,
    indian: keywords('ಧನ್ಯವಾದ', 'ಥ್ಯಾಂಕ', 'ವಂದನೆ', 'धन्यवाद', 'शुक्रिया', 'थैंक', 'थेंक', 'आभार'),
    reply: msg`You're welcome! Good luck with your applications. Ask me anything else whenever you like.`,
  },
];

export const GENERIC_REPLIES: MessageDescriptor[] = [
  msg`I'm not sure I understood that. You can ask me about internships, applying, your resume, profile or stipends.`,
  msg({
    message: `Good question! For the details, browse Find Internships or contact our support team by email.`,
    comment: 'Find Internships: the name the pages show',
  }),
  msg`I can help with finding internships, resume requirements, application status, stipends and durations. What would you like to know?`,
];

/** The topic of a message, in English, Kannada or Hindi, or null when no keyword matches. */
export function findAssistantTopic(message: string): AssistantTopic | null {
  const text = message.toLowerCase();
  const folded = fold(message);
  return TOPIC_RULES.find((rule) => rule.pattern.test(text) || rule.indian.test(folded))?.topic ?? null;
}

/**
 * The canned reply to a message, to be shown in the pages' language. `random` in [0, 1) picks the
 * generic reply (injectable for tests).
 */
export function getAssistantReply(message: string, random: () => number = Math.random): MessageDescriptor {
  const topic = findAssistantTopic(message);
  const rule = topic && TOPIC_RULES.find((candidate) => candidate.topic === topic);
  if (rule) return rule.reply;
  return GENERIC_REPLIES[Math.min(GENERIC_REPLIES.length - 1, Math.floor(random() * GENERIC_REPLIES.length))];
}

/** docs/spec/admin-side.md §9: the simulated reply delay is between 1 and 2 seconds. */
export function getReplyDelayMs(random: () => number = Math.random): number {
  return 1000 + Math.round(random() * 1000);
}
