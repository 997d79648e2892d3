// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { act, render, screen, waitFor, within } from '#web/test/testing-library.js';
import { ASSISTANT_SUGGESTIONS, findAssistantTopic } from '../utils/assistant-replies.js';
import { AssistantWidget } from './assistant-widget.js';

// The widget in Kannada and Hindi: every label, the greeting, the suggestions and the replies in the
// pages' language, and questions typed in the language's script answered on their topic.

const WORDS: Record<
  'kn' | 'hi',
  {
    launcher: string;
    title: string;
    input: string;
    log: string;
    greeting: RegExp;
    typing: string;
    question: string;
    answer: RegExp;
    suggestion: string;
    suggestionAnswer: RegExp;
    generic: RegExp;
    minimise: string;
    inProgress: string;
  }
> = {
  kn: {
    launcher: 'ಚಾಟ್ ಸಹಾಯಕವನ್ನು ತೆರೆಯಿರಿ',
    title: 'ಕರಿಯರ್ ಸಹಾಯಕ',
    input: 'ನಿಮ್ಮ ಸಂದೇಶ ಬರೆಯಿರಿ',
    log: 'ಸಂಭಾಷಣೆ',
    greeting: /^ನಮಸ್ಕಾರ! ನಾನು ನಿಮ್ಮ ಕರಿಯರ್ ಸಹಾಯಕ\./,
    typing: 'ಸಹಾಯಕ ಟೈಪ್ ಮಾಡುತ್ತಿದೆ…',
    question: 'ನನ್ನ ರೆಸ್ಯೂಮನ್ನು ಹೇಗೆ ಅಪ್‌ಲೋಡ್ ಮಾಡುವುದು?',
    answer: /ರೆಸ್ಯೂಮ್ PDF ಫೈಲ್ ಮಾತ್ರ ಆಗಿರಬೇಕು, ಗರಿಷ್ಠ ಗಾತ್ರ 10 MB/,
    suggestion: 'ಎಷ್ಟು ಸ್ಟೈಪೆಂಡ್ ಸಿಗುತ್ತದೆ?',
    suggestionAnswer: /ತಿಂಗಳಿಗೆ ₹5,000 ರಿಂದ ₹50,000\+ ವರೆಗೆ/,
    generic: /^ಒಳ್ಳೆಯ ಪ್ರಶ್ನೆ!/,
    minimise: 'ಚಾಟ್ ಚಿಕ್ಕದಾಗಿಸಿ',
    inProgress: 'ಚಾಟ್ ಸಹಾಯಕವನ್ನು ತೆರೆಯಿರಿ (ಸಂಭಾಷಣೆ ನಡೆಯುತ್ತಿದೆ)',
  },
  hi: {
    launcher: 'चैट सहायक खोलें',
    title: 'करियर सहायक',
    input: 'अपना संदेश लिखें',
    log: 'बातचीत',
    greeting: /^नमस्ते! मैं आपका करियर सहायक हूँ।/,
    typing: 'सहायक लिख रहा है…',
    question: 'रिज़्यूमे कैसे अपलोड करें?',
    answer: /रिज़्यूमे सिर्फ़ PDF फ़ाइल में होना चाहिए, ज़्यादा से ज़्यादा 10 MB का/,
    suggestion: 'कितना स्टाइपेंड मिलता है?',
    suggestionAnswer: /हर महीने ₹5,000 से ₹50,000\+ तक/,
    generic: /^अच्छा सवाल!/,
    minimise: 'चैट छोटा करें',
    inProgress: 'चैट सहायक खोलें (बातचीत जारी है)',
  },
};

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await backToEnglish();
});

/** Opens the panel (a lazy chunk, so with real timers), then hands the clock to the test. */
async function openChat(launcherName: string, title: string, inputName: string) {
  const { container } = render(<AssistantWidget />);
  await userEvent.click(screen.getByRole('button', { name: launcherName }));
  const panel = await screen.findByRole('dialog', { name: title });
  const input = within(panel).getByRole('textbox', { name: inputName });
  await waitFor(() => expect(document.activeElement).toBe(input));
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { container, panel, user, input };
}

function waitForReply() {
  act(() => {
    vi.advanceTimersByTime(1500);
  });
}

describe.each(['kn', 'hi'] as const)('the assistant in %s', (language) => {
  const words = WORDS[language];

  it('shows the launcher, the panel and the greeting with no English left', async () => {
    await showPagesIn(language);
    const { container } = render(<AssistantWidget />);
    const launcher = screen.getByRole('button', { name: words.launcher });
    expect(englishLeftIn(container)).toEqual([]);

    await userEvent.click(launcher);
    const panel = await screen.findByRole('dialog', { name: words.title });
    expect(within(within(panel).getByRole('log', { name: words.log })).getByText(words.greeting)).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: words.input })).toBeTruthy();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('answers a question typed in the language, in the language, and keeps the conversation when minimised', async () => {
    await showPagesIn(language);
    const { container, user, input } = await openChat(words.launcher, words.title, words.input);

    await user.type(input, `${words.question}{Enter}`);
    const log = screen.getByRole('log', { name: words.log });
    expect(within(log).getByText(words.question)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(words.typing);
    expect(englishLeftIn(container)).toEqual([]);

    waitForReply();
    expect(within(log).getByText(words.answer)).toBeTruthy();
    expect(englishLeftIn(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: words.minimise }));
    expect(screen.getByRole('button', { name: words.inProgress })).toBeTruthy();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('sends a suggested question in the language and answers it on its topic', async () => {
    await showPagesIn(language);
    const { container, user } = await openChat(words.launcher, words.title, words.input);
    await user.click(screen.getByRole('button', { name: words.suggestion }));
    waitForReply();
    expect(within(screen.getByRole('log')).getByText(words.suggestionAnswer)).toBeTruthy();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('answers an unknown question with a generic reply in the language', async () => {
    await showPagesIn(language);
    const { container, user, input } = await openChat(words.launcher, words.title, words.input);
    await user.type(input, 'qwerty{Enter}');
    waitForReply();
    // Math.random is 0.5: the middle generic reply.
    expect(within(screen.getByRole('log')).getByText(words.generic)).toBeTruthy();
    expect(englishLeftIn(container, ['qwerty'])).toEqual([]);
  });

  it('words every suggested question so that it finds its own topic', async () => {
    await showPagesIn(language);
    expect(ASSISTANT_SUGGESTIONS.map((suggestion) => findAssistantTopic(i18n._(suggestion)))).toEqual([
      'internships',
      'resume',
      'salary',
    ]);
  });
});

describe('changing the language mid-conversation', () => {
  it("turns the assistant's messages to the new language and keeps the student's as typed", async () => {
    const { user, input } = await openChat('Open chat assistant', 'Career Assistant', 'Type your message');
    await user.type(input, 'What is the stipend?{Enter}');
    waitForReply();
    vi.useRealTimers();

    await act(() => showPagesIn('kn'));
    const log = screen.getByRole('log', { name: WORDS.kn.log });
    expect(within(log).getByText(WORDS.kn.greeting)).toBeTruthy();
    expect(within(log).getByText(WORDS.kn.suggestionAnswer)).toBeTruthy();
    expect(within(log).getByText('What is the stipend?')).toBeTruthy();
  });
});
