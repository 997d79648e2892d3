import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app-deps.js';
import { attachment } from '#server/lib/attachment.js';
import { refuse } from '#server/lib/errors.js';
import { authOf } from '#server/plugins/auth-guard.js';
import { SPREADSHEET_MAX_BYTES, SPREADSHEET_TOO_LARGE } from '#shared/constants.js';
import { cleanFileName } from '#shared/file-names.js';
import { ZExcelFilesResponse, ZUploadResponse } from '#shared/schemas/admin-jobs.js';
import { ZIdParams } from '#shared/schemas/common.js';
import { importJobs, listSheets, sheetFile } from './job-import.service.js';

const tags = ['admin: internships'];

const tooLarge = () => refuse('SPREADSHEET_TOO_LARGE', SPREADSHEET_TOO_LARGE);
const SELECT_A_FILE = 'Please select an Excel file';
export const MALFORMED_UPLOAD = 'The upload is incomplete or malformed. Please choose the file again.';

/** The multipart parser's own limits keep their 413; what the parser chokes on (no boundary, a form cut short) is a 400. */
function uploadError(error: Error & { code?: string; statusCode?: number }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) throw error;
  throw refuse('UPLOAD_MALFORMED', MALFORMED_UPLOAD);
}

export const jobImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(multipart, { limits: { fileSize: SPREADSHEET_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/admin/jobs/bulk-upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadResponse },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw refuse('SPREADSHEET_MISSING', SELECT_A_FILE);
      const part = await request.file().catch(uploadError);
      if (part?.fieldname !== 'excel') throw refuse('SPREADSHEET_MISSING', SELECT_A_FILE);
      const data = await part.toBuffer().catch(uploadError);
      if (part.file.truncated) throw tooLarge();
      // The name as the administrator's computer gave it, in any script (the download header copes: attachment()).
      const filename =
        Array.from(cleanFileName(part.filename ?? ''))
          .slice(0, 120)
          .join('') || 'upload.xlsx';
      return importJobs(deps, authOf(request).id, { filename, data });
    },
  );

  app.get('/admin/excel-files', { schema: { tags, response: { 200: ZExcelFilesResponse } } }, async () =>
    listSheets(db),
  );

  app.get('/admin/excel-files/:id/download', { schema: { tags, params: ZIdParams } }, async (request, reply) => {
    const { name, contentType, data } = await sheetFile(db, request.params.id);
    return reply
      .type(contentType)
      .header('content-disposition', attachment(name))
      .header('cache-control', 'private, no-store')
      .send(data);
  });
};
