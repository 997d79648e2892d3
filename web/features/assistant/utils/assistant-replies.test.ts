import { describe, expect, it } from 'vitest';
import { findAssistantTopic, GENERIC_REPLIES, getAssistantReply, getReplyDelayMs } from './assistant-replies.js';

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

  it('matches whole words only', () => {
    expect(findAssistantTopic('this is a thing')).toBeNull(); // 'hi' inside 'this' and 'thing'
    expect(findAssistantTopic('weather in Chennai')).toBeNull();
  });
});

describe('getAssistantReply', () => {
  it('states the canned facts', () => {
    expect(getAssistantReply('resume format?')).toMatch(/PDF files only.*10 MB/);
    expect(getAssistantReply('stipend?')).toContain('₹5,000 to ₹50,000+');
    expect(getAssistantReply('how long does it last')).toContain('1 to 6 months');
    expect(getAssistantReply('how to apply')).toContain('up to 3 internships');
    expect(getAssistantReply('profile')).toMatch(/Dashboard/);
    expect(getAssistantReply('status')).toMatch(/Pending, Reviewed, Accepted or Rejected/);
    expect(getAssistantReply('features')).toMatch(/AI-powered matching/);
    expect(getAssistantReply('tips please')).toMatch(/cover letter/);
    expect(getAssistantReply('hey')).toMatch(/^Hello!/);
    expect(getAssistantReply('thanks')).toMatch(/welcome/);
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
