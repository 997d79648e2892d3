import { vi } from 'vitest';

// The one XMLHttpRequest stand-in of the component tests (uploads with progress: web/lib/send-with-progress.ts).

export type XhrAnswer = { status: number; body: unknown };
export type XhrSent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * Replaces XMLHttpRequest: each request reports upload progress (40 %, then 100 %) and then answers with
 * `answer`. Returns what was sent, a JSON body parsed, a FormData as it was.
 */
export function stubXhr(answer: XhrAnswer): XhrSent[] {
  const sent: XhrSent[] = [];
  class FakeXhr {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    private readonly events = new EventTarget();
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }
    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }
    send(body: unknown) {
      sent.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body: typeof body === 'string' ? JSON.parse(body) : body,
      });
      const progress = (loaded: number) =>
        Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 });
      setTimeout(() => this.upload.dispatchEvent(progress(40)), 0);
      setTimeout(() => {
        this.upload.dispatchEvent(progress(100));
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.events.dispatchEvent(new Event('load'));
      }, 30);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
