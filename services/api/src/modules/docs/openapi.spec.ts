import { buildOpenApiDocument } from './openapi';

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument() as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> };
          parameters: Array<{ name: string }>;
          responses: Record<string, unknown>;
        }
      >
    >;
  };

  it('is generated from the zod contracts for every route', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/ready',
        '/api/smart-stacks',
        '/api/health-assessment',
        '/api/lipedema-assessment',
        '/api/privacy/export',
      ]),
    );
  });

  it('lists query parameters of paged lists', () => {
    const get = document.paths['/api/symptoms']!.get!;
    expect(get.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['type', 'limit', 'before', 'x-session-id']),
    );
  });

  it('describes the universal submission body and the session header', () => {
    const post = document.paths['/api/health-assessment']!.post!;
    const schema = post.requestBody!.content['application/json']!.schema;
    expect(schema.required).toEqual(expect.arrayContaining(['sessionId', 'assessmentType', 'responses', 'scores']));
    expect(post.parameters.map((parameter) => parameter.name)).toContain('x-session-id');
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['202', '400']));
  });
});

describe('OpenAPI: errors and limits', () => {
  type Operation = { description?: string; responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }> };
  const paths = (buildOpenApiDocument() as { paths: Record<string, Record<string, Operation>> }).paths;

  it('documents the error code in every error body', () => {
    const error = paths['/api/symptoms/log']!.post!.responses['400']!.content!['application/json']!.schema;
    expect(error.required).toEqual(expect.arrayContaining(['statusCode', 'error', 'code', 'message']));
  });

  it('documents each declared rate limit with a 429 answer', () => {
    const post = paths['/api/symptoms/log']!.post!;
    expect(post.description).toBe(
      'Rate limit: at most 30 requests a minute per session and 120 requests a minute per IP address; past it, 429 with code RATE_LIMITED and a Retry-After header (seconds).',
    );
    expect(post.responses['429']).toBeDefined();
    expect(paths['/api/privacy/export']!.get!.responses['429']).toBeDefined();
    expect(paths['/api/smart-stacks']!.get!.responses['429']).toBeUndefined();
  });

  it('shows the limits the operator scaled with RATE_LIMIT_FACTOR', () => {
    const scaled = (buildOpenApiDocument(2) as { paths: Record<string, Record<string, Operation>> }).paths;
    expect(scaled['/api/symptoms/log']!.post!.description).toContain('60 requests a minute per session and 240');
  });
});
