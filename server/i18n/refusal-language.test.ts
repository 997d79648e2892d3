import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { registerStudent } from '#server/test/students.js';

// docs/decisions/0031: the server answers a refusal in the language the request asks for.
describe('refusals in the language a request asks for', () => {
  const api = apiTest('sqlite', { address: '198.51.100.31' });
  const inLanguage = (method: 'GET' | 'POST', url: string, acceptLanguage: string | undefined, payload?: object) =>
    api.t.app.inject({
      method,
      url,
      payload,
      remoteAddress: '198.51.100.31',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('says a wrong login in Kannada or Hindi, and in English to anyone else', async () => {
    await registerStudent(api.t.app, api.t.database.db, 'bhasha@example.com');
    const wrong = { email: 'bhasha@example.com', password: 'not-the-password' };
    const answers = await Promise.all(
      ['kn', 'hi-IN,hi;q=0.9,en;q=0.8', 'ta-IN,ta;q=0.9', undefined].map((language) =>
        inLanguage('POST', '/api/login', language, wrong),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    expect(answers.map((answer) => answer.json())).toEqual([
      { message: 'ಇಮೇಲ್ ಅಥವಾ ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ', code: 'WRONG_CREDENTIALS' },
      { message: 'ईमेल या पासवर्ड गलत है', code: 'WRONG_CREDENTIALS' },
      { message: 'Invalid email or password', code: 'WRONG_CREDENTIALS' },
      { message: 'Invalid email or password', code: 'WRONG_CREDENTIALS' },
    ]);
    expect(answers.map((answer) => answer.headers['content-language'])).toEqual(['kn', 'hi', undefined, undefined]);
    expect(answers[0].headers.vary).toContain('accept-language');
  });

  it('says what is not found, by the services and by the router, in the asked language', async () => {
    const detail = await inLanguage('GET', '/api/jobs/no-such-internship', 'kn');
    expect(detail.json()).toEqual({ message: 'ಇಂಟರ್ನ್‌ಶಿಪ್ ಸಿಗಲಿಲ್ಲ', code: 'INTERNSHIP_NOT_FOUND' });
    const route = await inLanguage('GET', '/api/no-such-call', 'hi');
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ message: 'नहीं मिला', code: 'NOT_FOUND' });
  });

  it("keeps the administrators' words in English whatever the request asks (admin pages are English)", async () => {
    const answer = await inLanguage('POST', '/api/admin/login', 'kn', { username: 'admin', password: 'wrong-one' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Invalid username or password', code: 'WRONG_CREDENTIALS' });
  });
});
