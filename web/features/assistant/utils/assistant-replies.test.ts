import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.js';
import { findAssistantTopic, GENERIC_REPLIES, getAssistantReply, getReplyDelayMs } from './assistant-replies.js';

/** The reply as the pages show it (English in these tests). */
function replyTo(message: string): string {
  return i18n._(getAssistantReply(message));
}

describe('findAssistantTopic', () => {
  it.each([
    ['How do I find an internship?', 'internships'],
    ['How can I apply?', 'internships'],
    ['What are the requirements?', 'internships'],
    ['How do I upload my resume?', 'resume'],
    ['Can I send my CV as Word?', 'resume'],
    ['How do I update my profile?', 'profile'],
    ['What is the status of my application?', 'status'],
    ['How can I track my applications', 'status'],
    ['What features do you have?', 'features'],
    ['What is the stipend?', 'salary'],
    ['Is the salary good?', 'salary'],
    ['How long is an internship?', 'duration'],
    ['What is the duration?', 'duration'],
    ['Any tips for interviews?', 'tips'],
    ['Hello', 'greeting'],
    ['hi there', 'greeting'],
    ['Good morning!', 'greeting'],
    ['Thanks a lot', 'thanks'],
    ['thank you', 'thanks'],
  ])('%s → %s', (message, topic) => {
    expect(findAssistantTopic(message)).toBe(topic);
  });

  it('prefers the subject over a greeting in the same message', () => {
    expect(findAssistantTopic('Hi, where do I upload my resume?')).toBe('resume');
    expect(findAssistantTopic('Hello! how do I apply')).toBe('internships');
  });

  it.each([
    // Kannada
    ['ರೆಸ್ಯೂಮ್ ಅನ್ನು ಹೇಗೆ ಅಪ್‌ಲೋಡ್ ಮಾಡುವುದು?', 'resume'],
    ['ನನ್ನ ರೆಸ್ಯೂಮನ್ನು ಎಲ್ಲಿ ಹಾಕಬೇಕು', 'resume'],
    ['ಬಯೋಡೇಟಾ ಬೇಕಾ?', 'resume'],
    ['ಪ್ರೊಫೈಲ್ ಚಿತ್ರ ಬದಲಾಯಿಸುವುದು ಹೇಗೆ?', 'profile'],
    ['ನನ್ನ ಅರ್ಜಿಯ ಸ್ಥಿತಿ ಏನು?', 'status'],
    ['ನಾನು ಶಾರ್ಟ್‌ಲಿಸ್ಟ್ ಆಗಿದ್ದೇನಾ?', 'status'],
    ['ಕಂಪನಿ ಇನ್ನೂ ಉತ್ತರಿಸಿಲ್ಲ', 'status'],
    ['ಎಷ್ಟು ಸ್ಟೈಪೆಂಡ್ ಸಿಗುತ್ತದೆ?', 'salary'],
    ['ತಿಂಗಳಿಗೆ ಸಂಬಳ ಎಷ್ಟು?', 'salary'],
    ['ಇಂಟರ್ನ್‌ಶಿಪ್ ಅವಧಿ ಎಷ್ಟು?', 'duration'],
    ['ಎಷ್ಟು ತಿಂಗಳು ಇರುತ್ತದೆ', 'duration'],
    ['ಸಂದರ್ಶನಕ್ಕೆ ಸಲಹೆಗಳು ಕೊಡಿ', 'tips'],
    ['ಈ ವೆಬ್‌ಸೈಟ್ ಬಗ್ಗೆ ಹೇಳಿ', 'features'],
    ['ನೀವು ಏನು ಮಾಡಬಹುದು?', 'features'],
    ['ಅರ್ಜಿ ಹಾಕುವುದು ಹೇಗೆ?', 'internships'],
    ['ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗಳನ್ನು ಹುಡುಕುವುದು ಹೇಗೆ', 'internships'],
    ['ಇಂಟರ್ನ್ಶಿಪ್ ಬೇಕು', 'internships'], // without the zero-width non-joiner
    ['ನಮಸ್ಕಾರ', 'greeting'],
    ['ಹಾಯ್', 'greeting'],
    ['ಧನ್ಯವಾದಗಳು!', 'thanks'],
    // Hindi
    ['रिज़्यूमे कैसे अपलोड करें?', 'resume'],
    ['रिज्यूमे अपलोड', 'resume'], // without the nukta
    ['रिज़्युमे किस फ़ॉर्मेट में?', 'resume'], // a short vowel
    ['प्रोफ़ाइल फ़ोटो कैसे बदलें?', 'profile'],
    ['मेरे आवेदन की स्थिति क्या है?', 'status'],
    ['क्या मैं शॉर्टलिस्ट हुआ?', 'status'],
    ['स्टाइपेंड कितना मिलता है?', 'salary'],
    ['सैलरी कितनी है', 'salary'],
    ['इंटर्नशिप कितने महीने की होती है?', 'duration'],
    ['इंटरव्यू के लिए सुझाव दें', 'tips'],
    ['आप क्या कर सकते हैं?', 'features'],
    ['आवेदन कैसे करें?', 'internships'],
    ['इंटर्नशिप ढूँढनी है', 'internships'],
    ['इंटर्नशिप ढूंढनी है', 'internships'], // anusvara for candrabindu
    ['नमस्ते', 'greeting'],
    ['धन्यवाद', 'thanks'],
    ['बहुत शुक्रिया', 'thanks'],
  ])('%s → %s', (message, topic) => {
    expect(findAssistantTopic(message)).toBe(topic);
  });

  it('prefers the subject over a greeting in Kannada and Hindi too', () => {
    expect(findAssistantTopic('ನಮಸ್ಕಾರ, ರೆಸ್ಯೂಮ್ ಎಲ್ಲಿ ಅಪ್‌ಲೋಡ್ ಮಾಡಬೇಕು?')).toBe('resume');
    expect(findAssistantTopic('नमस्ते, आवेदन कैसे करें?')).toBe('internships');
  });

  it('matches Kannada and Hindi keywords at the start of a word only', () => {
    expect(findAssistantTopic('ಹೇಗಿದ್ದೀರಿ?')).toBeNull(); // ಹೇ (hey) starts ಹೇಗೆ (how)
    expect(findAssistantTopic('ಸಿವಿಲ್ ಎಂಜಿನಿಯರಿಂಗ್')).toBeNull(); // ಸಿವಿ (CV) starts ಸಿವಿಲ್ (civil)
    expect(findAssistantTopic('ಹಣಕಾಸು ಕ್ಷೇತ್ರ')).toBeNull(); // ಹಣ (money) starts ಹಣಕಾಸು (finance)
    expect(findAssistantTopic('उत्तर प्रदेश')).toBeNull();
  });

  it('matches whole words only', () => {
    expect(findAssistantTopic('this is a thing')).toBeNull(); // 'hi' inside 'this' and 'thing'
    expect(findAssistantTopic('weather in Chennai')).toBeNull();
  });
});

describe('getAssistantReply', () => {
  it('states the canned facts', () => {
    expect(replyTo('resume format?')).toMatch(/PDF files only.*10 MB/);
    expect(replyTo('stipend?')).toContain('₹5,000 to ₹50,000+');
    expect(replyTo('how long does it last')).toContain('1 to 6 months');
    expect(replyTo('how to apply')).toContain('up to 3 internships');
    expect(replyTo('profile')).toMatch(/Dashboard/);
    expect(replyTo('status')).toMatch(/Pending, Reviewed, Accepted or Rejected/);
    expect(replyTo('features')).toMatch(/AI-powered matching/);
    expect(replyTo('tips please')).toMatch(/cover letter/);
    expect(replyTo('hey')).toMatch(/^Hello!/);
    expect(replyTo('thanks')).toMatch(/welcome/);
  });

  it('answers anything else with a generic reply chosen at random', () => {
    expect(getAssistantReply('qwerty', () => 0)).toBe(GENERIC_REPLIES[0]);
    expect(getAssistantReply('qwerty', () => 0.5)).toBe(GENERIC_REPLIES[1]);
    expect(getAssistantReply('qwerty', () => 0.9999)).toBe(GENERIC_REPLIES[GENERIC_REPLIES.length - 1]);
  });
});

describe('getReplyDelayMs', () => {
  it('is between 1 and 2 seconds', () => {
    expect(getReplyDelayMs(() => 0)).toBe(1000);
    expect(getReplyDelayMs(() => 0.5)).toBe(1500);
    expect(getReplyDelayMs(() => 0.9999)).toBe(2000);
  });
});
