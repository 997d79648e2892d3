import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app-deps.js';
import { sendResume } from '#server/lib/attachment.js';
import {
  ZAnswerTokenParams,
  ZCompanyAnswerRequest,
  ZCompanyAnswerResponse,
  ZCompanyAnswerView,
} from '#shared/schemas/hearing-back.js';
import {
  answerFromCompany,
  markOpenedByCompany,
  resumeForCompany,
  showApplicationToCompany,
} from './company-answers.service.js';

// The company's answer page's calls (docs/decisions/0033): no login; the signed link in the path is the
// key, and nothing but it is trusted. Never cached: the page is one application's.
export const companyAnswersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['company answers'];

  app.get(
    '/company-answers/:token',
    { schema: { tags, params: ZAnswerTokenParams, response: { 200: ZCompanyAnswerView } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return showApplicationToCompany(deps, request.params.token);
    },
  );

  app.post(
    '/company-answers/:token/opened',
    { schema: { tags, params: ZAnswerTokenParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await markOpenedByCompany(deps, request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/company-answers/:token',
    {
      schema: {
        tags,
        params: ZAnswerTokenParams,
        body: ZCompanyAnswerRequest,
        response: { 200: ZCompanyAnswerResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return answerFromCompany(deps, request.params.token, request.body);
    },
  );

  // The resume, behind its own hour-long link; always a download, never rendered.
  app.get(
    '/company-answers/resume/:token',
    { schema: { tags, params: ZAnswerTokenParams } },
    async (request, reply) => {
      const { ownerName, data } = await resumeForCompany(deps, request.params.token);
      return sendResume(reply, ownerName, data);
    },
  );
};
