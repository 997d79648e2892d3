import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { ZForgotPasswordRequest, ZResetPasswordRequest, ZVerifyOtpRequest } from '#shared/schemas/account.js';
import { ZMessageResponse } from '#shared/schemas/common.js';
import { guardForm } from '../form-guard/guarded-forms.js';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.service.js';

const student = { studentFacing: true } as const;
const answers = { 200: ZMessageResponse };

export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/forgot-password',
    { config: student, schema: { tags: ['accounts'], body: ZForgotPasswordRequest, response: answers } },
    async (request) => {
      await guardForm(deps, request, 'forgot-password', request.body.email);
      return requestPasswordReset(deps, deps.otp, request.body.email);
    },
  );

  app.post(
    '/verify-otp',
    { config: student, schema: { tags: ['accounts'], body: ZVerifyOtpRequest, response: answers } },
    (request) => verifyResetCode(deps, deps.otp, request.body.email, request.body.otp),
  );

  app.post(
    '/reset-password',
    { config: student, schema: { tags: ['accounts'], body: ZResetPasswordRequest, response: answers } },
    (request) => resetPassword(deps, deps.otp, request.body),
  );
};
