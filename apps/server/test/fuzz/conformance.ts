import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
type Response = {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Schema }>;
};
type Operation = { responses?: Record<string, Response> };
export type AnsweredDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Response> };
};

/** What an injected request answered. */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const ENVELOPE = '#/components/schemas/ErrorEnvelope';

/** `application/json; charset=utf-8` -> `application/json`. */
const essence = (type: unknown) =>
  String(type ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** A documented media type or range (`image/*`, `*\/*`) that covers the answer's type. */
function mediaMatches(documented: string, sent: string): boolean {
  if (documented === '*/*' || documented === sent) return true;
  return documented.endsWith('/*') && sent.startsWith(documented.slice(0, -1));
}

/**
 * Holds answers to what the served OpenAPI document says of their operation: the status is
 * one it lists, the Content-Type one it names for that status, a JSON body matches the schema
 * it gives (compiled with ajv, `$ref`s resolved in the document), and every error answer is
 * the error envelope, whatever the document says.
 */
export function createConformance(doc: AnsweredDoc) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  // References inside the document point at its root: the components live under this id.
  ajv.addSchema({ $id: 'openapi', components: doc.components ?? {} });
  const compiled = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Schema) => {
    let v = compiled.get(key);
    if (!v) {
      const rooted = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
      );
      v = ajv.compile(rooted);
      compiled.set(key, v);
    }
    return v;
  };
  const envelope = () => validator('envelope', { $ref: ENVELOPE });
  const resolve = (r: Response): Response =>
    r.$ref ? (doc.components?.responses?.[r.$ref.split('/').pop()!] ?? {}) : r;

  /** What is wrong with `answer` to `operation` ("GET /api/email/{id}"); empty when nothing. */
  function check(operation: string, answer: Answer): string[] {
    const [method, path] = operation.split(' ') as [string, string];
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return [`${operation} is not documented`];
    const problems: string[] = [];
    const { statusCode: status, body } = answer;
    const type = essence(answer.headers['content-type']);
    const say = (what: string) =>
      problems.push(`${operation} ${status} ${what}: ${body.slice(0, 160)}`);
    if (status >= 400) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      if (type !== 'application/json' || !envelope()(parsed)) say('is not the error envelope');
    }
    const documented = op.responses?.[String(status)] ?? op.responses?.default;
    if (!documented) {
      say('is not a documented status');
      return problems;
    }
    const content = resolve(documented).content;
    if (!content) {
      if (body.length > 0) say('has a body the document does not give it');
      return problems;
    }
    const media = Object.keys(content).find((m) => mediaMatches(m, type));
    if (!media) {
      say(`is ${type || 'untyped'}, documented as ${Object.keys(content).join(', ')}`);
      return problems;
    }
    const schema = content[media]!.schema;
    if (type === 'application/json' && schema) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        say('is not JSON');
        return problems;
      }
      const validate = validator(`${operation} ${status} ${media}`, schema);
      if (!validate(parsed))
        say(`does not match its schema (${ajv.errorsText(validate.errors, { dataVar: 'body' })})`);
    }
    return problems;
  }

  return { check };
}

export type Conformance = ReturnType<typeof createConformance>;
