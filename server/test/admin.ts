import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN } from './test-app.js';

export async function adminToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login: ${response.body}`);
  return response.json().token;
}
