import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { languageOf } from '#server/i18n/request-language.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { PICTURE_MAX_BYTES, RESUME_MAX_BYTES } from '#shared/constants.js';
import type { Language } from '#shared/languages.js';
import {
  ZLanguageResponse,
  ZLoginRequest,
  ZRegisterRequest,
  ZSendOtpRequest,
  ZUpdateLanguageRequest,
  ZUpdateProfileRequest,
} from '#shared/schemas/account.js';
import { ZMessageResponse } from '#shared/schemas/common.js';
import { ZAuthResponse, ZUserResponse } from '#shared/schemas/user.js';
import { guardedSignIn, guardForm } from '../form-guard/guarded-forms.js';
import { sendRegistrationCode } from './send-otp.service.js';
import { getProfile, INVALID_LOGIN, loginUser, registerUser, updateLanguage, updateProfile } from './users.service.js';

// The language a new student's mails are written in: the one the body names, else the one the request
// asks for (docs/decisions/0031).
const languageFor = (request: { headers: { 'accept-language'?: string } }, named: Language | undefined) =>
  named ?? languageOf(request.headers['accept-language']);

// Registration and profile bodies carry a resume and a picture as base64 (4 characters for 3 bytes), and
// the rest of the form.
const FILE_BODY_LIMIT = Math.ceil(((RESUME_MAX_BYTES + PICTURE_MAX_BYTES) * 4) / 3) + 2 * 1024 * 1024;
const student = { studentFacing: true } as const;

export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/send-otp',
    { config: student, schema: { tags: ['accounts'], body: ZSendOtpRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await guardForm(deps, request, 'send-otp', request.body.email);
      return sendRegistrationCode(deps, deps.otp, request.body.email, languageFor(request, request.body.language));
    },
  );

  app.post(
    '/register',
    {
      config: student,
      bodyLimit: FILE_BODY_LIMIT,
      schema: { tags: ['accounts'], body: ZRegisterRequest, response: { 201: ZAuthResponse } },
    },
    async (request, reply) => {
      await guardForm(deps, request, 'register');
      const language = languageFor(request, request.body.language);
      return reply.status(201).send(await registerUser(deps, deps.otp, { ...request.body, language }));
    },
  );

  app.post(
    '/login',
    { config: student, schema: { tags: ['accounts'], body: ZLoginRequest, response: { 200: ZAuthResponse } } },
    (request, reply) =>
      guardedSignIn(
        deps,
        request,
        reply,
        { form: 'login', account: request.body.email, cookiePath: '/api/login', wrong: INVALID_LOGIN },
        () => loginUser(deps, request.body),
      ),
  );

  app.get(
    '/profile',
    { config: student, onRequest: app.requireUser, schema: { tags: ['accounts'], response: { 200: ZUserResponse } } },
    async (request) => ({ user: await getProfile(deps.db, authOf(request).id) }),
  );

  app.put(
    '/profile',
    {
      config: student,
      bodyLimit: FILE_BODY_LIMIT,
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], body: ZUpdateProfileRequest, response: { 200: ZUserResponse } },
    },
    async (request) => ({ user: await updateProfile(deps, authOf(request).id, request.body) }),
  );

  // The student's language, kept on the account for their mails (docs/decisions/0031).
  app.put(
    '/profile/language',
    {
      config: student,
      onRequest: app.requireUser,
      schema: { tags: ['accounts'], body: ZUpdateLanguageRequest, response: { 200: ZLanguageResponse } },
    },
    (request) => updateLanguage(deps.db, authOf(request).id, request.body.language),
  );
};
