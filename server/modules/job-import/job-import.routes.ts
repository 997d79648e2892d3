import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '../../../shared/schemas/common.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth-guard.js';
import { findUploadWithFile, listUploads } from './excel-uploads.repo.js';
import { importJobs } from './job-import.service.js';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const tags = ['admin: internships'];
const ZUpload = z.object({
  _id: z.string(),
  originalName: z.string(),
  jobsCreated: z.number(),
  uploadedBy: z.object({ username: z.string() }),
  createdAt: z.string(),
});

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The spreadsheet must be at most 5 MB');
export const MALFORMED_UPLOAD = 'The upload is incomplete or malformed. Please choose the file again.';

/** The multipart parser's own limits keep their 413; what the parser chokes on (no boundary, a form cut short) is a 400. */
function uploadError(error: Error & { code?: string; statusCode?: number }): never {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) throw error;
  throw badRequest(MALFORMED_UPLOAD);
}

export const jobImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/admin/jobs/bulk-upload',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ message: z.string(), jobsCreated: z.number() }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Please select an Excel file');
      const part = await request.file().catch(uploadError);
      if (part?.fieldname !== 'excel') throw badRequest('Please select an Excel file');
      const data = await part.toBuffer().catch(uploadError);
      if (part.file.truncated) throw tooLarge();
      const filename = (part.filename || 'upload.xlsx').replace(/[^\w.\- ]+/g, '_').slice(0, 120);
      return importJobs(deps, authOf(request).id, { filename, data });
    },
  );

  app.get('/admin/excel-files', { schema: { tags, response: { 200: z.array(ZUpload) } } }, async () =>
    (await listUploads(db)).map((u) => ({
      _id: u.id,
      originalName: u.original_name,
      jobsCreated: u.jobs_created,
      uploadedBy: { username: u.uploaded_by_username },
      createdAt: u.created_at,
    })),
  );

  app.get('/admin/excel-files/:id/download', { schema: { tags, params: ZIdParams } }, async (request, reply) => {
    const upload = await findUploadWithFile(db, request.params.id);
    if (!upload) throw notFound('File not found');
    return reply
      .type(upload.content_type)
      .header('content-disposition', `attachment; filename="${upload.original_name.replace(/"/g, '')}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(upload.data));
  });
};
