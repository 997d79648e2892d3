import type { ErrorCode } from '#shared/error-codes.js';
import type { TApplicationEvent, TCompanyAnswerView } from '#shared/schemas/hearing-back.js';
import { paths } from '#web/config/paths.js';
import { type ApiHandler, stubApi } from '#web/test/api-stub.js';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { renderRoutes } from '#web/test/render-routes.js';
import { CompanyAnswerPage } from '../components/company-answer-page.js';

// The company's answer page's tests: a view as the server sends it, the page at /answer/{token}, and the
// API stubbed.

export const TOKEN = '0123456789abcdef0123456789abcdef.1900000000.c2lnbmF0dXJl';
export const VIEW_PATH = `/api/company-answers/${TOKEN}`;

export function buildView(overrides: Partial<TCompanyAnswerView> = {}): TCompanyAnswerView {
  return {
    platformName: 'Test',
    job: { title: 'Frontend Developer Intern', company: 'Nimbus Softlabs', location: 'Bengaluru' },
    student: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      city: 'Mysuru',
      academicStatus: 'Third Year',
      skills: ['React', 'TypeScript'],
    },
    coverLetter: 'I would like to learn.\nI build small apps.',
    appliedAt: '2026-11-20T04:30:00.000Z',
    status: 'Pending',
    closedReason: null,
    resumeUrl: 'https://intern.example.com/api/company-answers/resume/abc.123.sig',
    answers: [],
    ...overrides,
  };
}

export function answered(overrides: Partial<TApplicationEvent> = {}): TApplicationEvent {
  return { kind: 'answered', by: 'company', at: '2026-11-21T06:00:00.000Z', answer: 'shortlist', ...overrides };
}

type Routes = Record<string, ApiHandler>;

/** The view answers GET, the opened call 204, the answer POST `post` (a success by default). */
export function stubAnswerApi({
  view = buildView(),
  get,
  post,
}: {
  view?: TCompanyAnswerView;
  get?: ApiHandler;
  post?: ApiHandler;
} = {}) {
  const routes: Routes = {
    [`GET ${VIEW_PATH}`]: get ?? (() => jsonResponse(view)),
    [`POST ${VIEW_PATH}/opened`]: () => new Response(null, { status: 204 }),
    [`POST ${VIEW_PATH}`]:
      post ??
      (() =>
        jsonResponse({
          message: 'Thank you. Your answer has been sent to the student.',
          view: { ...view, status: 'Reviewed', answers: [...view.answers, answered()] },
        })),
  };
  return stubApi(routes);
}

export const refusal = (status: number, code: ErrorCode, message: string) => () =>
  errorResponse(status, { code, message });

export function renderAnswerPage(query = '') {
  return renderRoutes(
    [{ path: paths.companyAnswer.path, element: <CompanyAnswerPage /> }],
    `${paths.companyAnswer.getHref(TOKEN)}${query}`,
  );
}
