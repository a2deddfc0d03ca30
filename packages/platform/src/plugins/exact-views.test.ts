import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { exactView } from './exact-views';
import { lazyCompilersFactory } from './lazy-compilers';

const View = Type.Object({ id: Type.String(), total: Type.Optional(Type.Number()) });

/** A Fastify app with the platform's compilers and two routes answering `answer`: one marked exact, one not. */
async function appAnswering(answer: unknown, checkExactViews: boolean) {
  const app = Fastify({ schemaController: { compilersFactory: lazyCompilersFactory({ checkExactViews }) } });
  app.get('/exact', { schema: { response: { 200: exactView(View) } } }, async () => answer);
  app.get('/schema', { schema: { response: { 200: View } } }, async () => answer);
  await app.ready();
  return app;
}

describe('exact views', () => {
  it('answer what the view holds, as the schema would, when the view is exact', async () => {
    const app = await appAnswering({ id: 'c1', total: 12.5 }, true);
    for (const url of ['/exact', '/schema']) expect((await app.inject(url)).json()).toEqual({ id: 'c1', total: 12.5 });
    await app.close();
  });

  it('fail the request under the check when a view holds more than its schema, naming where', async () => {
    const app = await appAnswering({ id: 'c1', secret: 'hash' }, true);
    const response = await app.inject('/exact');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('the view differs from its response schema at /secret');
    // The schema's own serializer drops what it does not name.
    expect((await app.inject('/schema')).json()).toEqual({ id: 'c1' });
    await app.close();
  });

  it('fail the request under the check when a value is not of the schema’s type', async () => {
    const app = await appAnswering({ id: 7 }, true);
    const response = await app.inject('/exact');
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('at /id');
    await app.close();
  });

  it('are written as they are without the check (production), which is why they must be exact', async () => {
    const app = await appAnswering({ id: 'c1', extra: true }, false);
    expect((await app.inject('/exact')).json()).toEqual({ id: 'c1', extra: true });
    expect((await app.inject('/schema')).json()).toEqual({ id: 'c1' });
    await app.close();
  });
});
