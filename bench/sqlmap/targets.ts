// Every parameter of the public and student routes, read from the app's own OpenAPI document, so a
// route or field added later is attacked too. One target = one parameter, marked for sqlmap with `*`.
import { registration } from '#server/test/students.js';

export interface Target {
  /** e.g. "GET /api/jobs ?search" or "PUT /api/profile body.twelfthPU.institution" */
  name: string;
  method: string;
  /** Path and query, with the `*` marker when the parameter is in the URL. */
  path: string;
  /** JSON body with the `*` marker, when the parameter is in the body. */
  body?: string;
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
}

export interface Fixtures {
  studentId: string;
  studentEmail: string;
  studentPassword: string;
  registerEmail: string;
  /** An open internship, and values that find something in GET /api/jobs. */
  jobId: string;
  search: Record<string, string>;
}

const MARK = '*';
// Markers go where sqlmap would see them as data, never as JSON syntax: inside a string value.
const marked = (value: string) => `${value}${MARK}`;

/** Base values that pass validation, so payloads travel as far into the route as a real request would. */
function knownValues(route: string, f: Fixtures): Record<string, unknown> {
  const own = { ...registration(f.registerEmail, '000000'), coverLetter: 'I would love to learn with your team.' };
  const base: Record<string, unknown> = {
    ...own,
    newPassword: 'a-new-secret-pass',
    token: 'r'.repeat(40),
    email: f.studentEmail,
    password: f.studentPassword,
  };
  if (route === 'POST /api/register') base.email = f.registerEmail;
  if (route === 'POST /api/send-otp') base.email = 'sqlmap-new@example.com';
  // The account is never deleted: the base password is wrong, and payloads never guess it.
  if (route === 'DELETE /api/account') base.password = 'not-my-password';
  return base;
}

/** Leaves that can carry text: strings (not enums) and arrays of strings. Booleans and enums cannot. */
function textLeaves(schema: JsonSchema, prefix: string[] = []): string[][] {
  if (schema.type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => textLeaves(child, [...prefix, key]));
  }
  if (schema.type === 'array' && schema.items) return textLeaves(schema.items, [...prefix, '0']);
  if (schema.type === 'string' && !schema.enum) return [prefix];
  return [];
}

function baseBody(schema: JsonSchema, known: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties ?? {})) if (key in known) body[key] = structuredClone(known[key]);
  return body;
}

function setLeaf(body: Record<string, unknown>, path: string[], value: string): void {
  let node = body as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    node[key] ??= key === '0' ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}

function pathValue(param: string, f: Fixtures): string {
  return param === 'userId' ? f.studentId : f.jobId;
}

/** Targets of every route outside /api/admin and the bench's own routes. */
export function collectTargets(doc: OpenApiDoc, f: Fixtures): Target[] {
  const targets: Target[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    if (template.startsWith('/api/admin') || template.startsWith('/api/__bench') || template.startsWith('/api/docs'))
      continue;
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const route = `${method} ${template}`;
      const params = op.parameters ?? [];
      const fill = (markParam?: string) =>
        template.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === markParam ? marked(pathValue(name, f)) : pathValue(name, f),
        );
      const jsonSchema = op.requestBody?.content['application/json']?.schema;
      const variants = jsonSchema ? (jsonSchema.anyOf ?? [jsonSchema]) : [];
      const known = knownValues(route, f);
      const plainBody = variants[0] ? JSON.stringify(baseBody(variants[0], known)) : undefined;
      for (const param of params) {
        if (param.in === 'path')
          targets.push({ name: `${route} {${param.name}}`, method, path: fill(param.name), body: plainBody });
        if (param.in === 'query') {
          const value = f.search[param.name] ?? (param.schema.type === 'integer' ? '1' : 'intern');
          const query = `${param.name}=${encodeURIComponent(value)}${MARK}`;
          targets.push({ name: `${route} ?${param.name}`, method, path: `${fill()}?${query}`, body: plainBody });
        }
      }
      variants.forEach((variant, index) => {
        const label = variants.length > 1 ? ` (form ${index + 1})` : '';
        for (const leaf of textLeaves(variant)) {
          const body = baseBody(variant, known);
          const current = leaf.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], body);
          setLeaf(body, leaf, marked(typeof current === 'string' && current ? current : 'sqlmap'));
          targets.push({
            name: `${route}${label} body.${leaf.join('.')}`,
            method,
            path: fill(),
            body: JSON.stringify(body),
          });
        }
      });
    }
  }
  return targets;
}
