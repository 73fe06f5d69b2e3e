import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { createTestApp } from '../test/test-app.js';

type TDocument = {
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; 'x-access'?: string; responses?: Record<string, { $ref?: string }> }>>;
};

// The document does not depend on the database: checked once, on PGlite (vitest.config.ts).
describe('the OpenAPI document, as a client generator reads it', () => {
  let app: TApp;
  let source: string;
  beforeAll(async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
  });
  afterAll(async () => app.close());

  it("passes Redocly's recommended rules: no unresolved $ref, a security scheme, servers, operation ids, 4xx answers", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const reported = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    expect(reported).toEqual([]);
  });

  it('lists the 503 every route answers while the database is out of reach, health included', () => {
    const document = JSON.parse(source) as TDocument;
    expect(document.paths['/api/health']!.get!.responses!['503']).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
    expect(document.paths['/api/orders/{id}']!.get!.responses!['503']).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
  });

  it('asks for the bearer session on every route that is not public, and on no public one', () => {
    const document = JSON.parse(source) as TDocument;
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearer']);
    const documented = Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item).map(([method, operation]) => ({ url, method: method.toUpperCase(), ...operation })),
    );
    const declared = app.routeAccess.filter((route) => route.method !== 'HEAD');
    expect(documented).toHaveLength(declared.length);
    for (const route of declared) {
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = documented.find((entry) => entry.url === url && entry.method === route.method);
      expect(operation, `${route.method} ${url}`).toBeDefined();
      expect(operation!['x-access']).toBe(route.access);
      expect(operation!.security, `${route.method} ${url}`).toEqual(route.access === 'public' ? [] : [{ bearer: [] }]);
    }
  });
});
