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
