import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import { exactViewSerializer, isExactView } from './exact-views';

/**
 * Fastify's own validator (Ajv) and serializer (fast-json-stringify) compilers, each schema
 * compiled on the route's first request instead of at start. Compiling every route's schemas
 * up front was most of the platform's start-up time (seconds of CPU for a few hundred routes);
 * a route costs a few milliseconds the first time it is called instead. Behaviour is the
 * default compilers', schema for schema, except that exact views are written with
 * `JSON.stringify` (plugins/exact-views.ts). (No route declares a `headers` schema, the one part
 * Fastify treats differently for a custom compiler.)
 */
type Compile<Fn> = (route: Record<string, unknown>) => Fn;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };

function lazyValidator(compile: Compile<Validate>): Compile<Validate> {
  return (route) => {
    let compiled: Validate | undefined;
    const validate: Validate = (data) => {
      compiled ??= compile(route);
      const result = compiled(data);
      // Fastify reads the errors of a failed validation from the function it was given.
      validate.errors = compiled.errors;
      return result;
    };
    return validate;
  };
}

function lazySerializer(compile: Compile<(data: unknown) => string>, checkExactViews: boolean): Compile<(data: unknown) => string> {
  return (route) => {
    let compiled: ((data: unknown) => string) | undefined;
    const bySchema = () => (compiled ??= compile(route));
    return isExactView(route.schema) ? exactViewSerializer(bySchema, checkExactViews) : (data) => (compiled ??= compile(route))(data);
  };
}

const buildValidator = AjvCompiler();
const buildSerializer = SerializerCompiler();

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** `checkExactViews`: hold each exact view's answer to its schema (`exactViewSerializer`). */
export const lazyCompilersFactory = ({ checkExactViews }: { checkExactViews: boolean }) =>
  ({
    buildValidator: ((...args: Parameters<typeof buildValidator>) =>
      lazyValidator(buildValidator(...args) as unknown as Compile<Validate>)) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: ((...args: Parameters<typeof buildSerializer>) =>
      lazySerializer(buildSerializer(...args) as unknown as Compile<(data: unknown) => string>, checkExactViews)) as unknown as CompilersFactory['buildSerializer'],
  }) satisfies CompilersFactory;
