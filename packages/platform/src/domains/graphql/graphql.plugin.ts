import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
import { AppError, invalid, type FieldViolation } from '../../lib/app-error';
import { requireCaller, type Caller } from '../../lib/caller';
import { catalogServicesFor } from '../catalog/catalog.plugin';
import type { WireProduct } from '../catalog/product-view';
import { catalogSchema } from './catalog.graphql';
import { queryCostRule } from './query-cost';
import { storableTextRule } from './storable-text-rule';
import { assertStorableText } from '../../lib/storable-text';

interface Context {
  caller: Caller;
}
type Page = { limit?: number | null; offset?: number | null };

/** JSON values in and out; literals in queries are read as their plain JSON value. */
const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: function literal(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
    switch (ast.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return ast.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(ast.value);
      case Kind.OBJECT:
        return Object.fromEntries(ast.fields.map((field) => [field.name.value, literal(field.value, variables)]));
      case Kind.LIST:
        return ast.values.map((value) => literal(value, variables));
      case Kind.VARIABLE:
        return variables?.[ast.name.value];
      default:
        return null;
    }
  },
});

function paging(args: Page) {
  const limit = args.limit ?? 50;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > 100) throw invalid([{ field: 'limit', description: 'must be between 0 and 100', violatedRule: limit < 0 ? 'MIN' : 'MAX' }]);
  if (!Number.isInteger(offset) || offset < 0) throw invalid([{ field: 'offset', description: 'must be 0 or more', violatedRule: 'MIN' }]);
  return { limit, offset };
}

const isJson = (text: string): boolean => parsedOrNothing(text) !== undefined;

/** Malformed requests are the caller's fault: a 400 in the error envelope, before mercurius sees them. */
function checkGraphqlRequest(payload: unknown): void {
  const body = (payload ?? {}) as Record<string, unknown>;
  const violations: FieldViolation[] = [];
  if (typeof payload !== 'object' || Array.isArray(payload)) violations.push({ field: 'body', description: 'must be an object', violatedRule: 'FORMAT' });
  else {
    if (typeof body.query !== 'string' || body.query.length === 0) violations.push({ field: 'query', description: 'must be a GraphQL document', violatedRule: 'REQUIRED_FIELD' });
    else if (!body.query.includes('{')) violations.push({ field: 'query', description: 'must be a GraphQL document', violatedRule: 'FORMAT' });
    else if (body.query.length > 20_000) violations.push({ field: 'query', description: 'at most 20000 characters', violatedRule: 'MAX_LENGTH' });
    // mercurius takes a query that does not parse as GraphQL but does as JSON for an already parsed document.
    else if (isJson(body.query)) violations.push({ field: 'query', description: 'must be a GraphQL document, not JSON', violatedRule: 'FORMAT' });
    const variables = body.variables;
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)) && typeof variables !== 'string') {
      violations.push({ field: 'variables', description: 'must be an object', violatedRule: 'FORMAT' });
    }
    if (body.operationName != null && typeof body.operationName !== 'string') {
      violations.push({ field: 'operationName', description: 'must be a string', violatedRule: 'FORMAT' });
    }
  }
  if (violations.length) throw invalid(violations);
  // A GET's variables are JSON inside the query string: text the database cannot take is only seen once parsed.
  assertStorableText(typeof body.variables === 'string' ? parsedOrNothing(body.variables) : body.variables, 'variables');
}

/** `text` parsed as JSON; undefined when it is not JSON (mercurius then answers that itself). */
function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A not-found read is `null` in GraphQL, not an error. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  }
}

/**
 * `/graphql/alpha`: catalogue reads (products and collections) through mercurius, for the SDK's
 * `graphql` call. The same services and visibility rules as the REST reads.
 */
export const graphqlPlugin: FastifyPluginAsync = async (app) => {
  const services = catalogServicesFor(app);
  const queryProducts = async (caller: Caller, args: { filter?: unknown; sort?: unknown } & Page) => {
    const result = await services.queryProducts(caller, caller.siteId, {
      query: { filter: args.filter as never, sort: args.sort as never, paging: paging(args) },
      includeVariants: true,
    });
    return { items: result.products, offset: result.metadata.offset, totalResults: result.totalResults, tooManyToCount: !!result.metadata.tooManyToCount };
  };

  // Every GraphQL call needs a caller of the site, like the REST reads: 401 in the error envelope otherwise.
  // preValidation: before mercurius's schema coerces a number `query` into a string.
  app.addHook('preValidation', async (request) => {
    requireCaller(request);
    checkGraphqlRequest(request.method === 'GET' ? request.query : request.body);
  });

  const options: MercuriusOptions = {
    path: '/graphql/alpha',
    graphiql: false,
    // Failures before execution (401, malformed requests) use the platform's error envelope.
    errorHandler: false,
    schema: catalogSchema,
    // A query that would build more objects than the platform should at once is refused before it runs (query-cost.ts),
    // and one with text the database cannot take (storable-text-rule.ts).
    validationRules: [queryCostRule(), storableTextRule],
    context: (request: FastifyRequest): Context => ({ caller: request.caller! }),
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      // Bad arguments are the caller's: 400 with the application's error in `extensions`, never a 500.
      const errors = execution.errors ?? [];
      const appErrors = errors.map((e) => (e as { originalError?: unknown }).originalError).filter((e): e is AppError => e instanceof AppError);
      const status = appErrors.length === errors.length && appErrors.length > 0 ? appErrors[0]!.status : formatted.statusCode;
      return {
        statusCode: status === 500 && errors.length > 0 && appErrors.length === 0 ? formatted.statusCode : status,
        response: {
          ...formatted.response,
          errors: formatted.response.errors?.map((error, i) => {
            const appError = appErrors[i];
            return appError ? { ...error, extensions: { code: appError.applicationError?.code ?? 'INVALID_ARGUMENT', fieldViolations: appError.fieldViolations } } : error;
          }),
        },
      };
    },
    resolvers: {
      JSON: JsonScalar,
      Query: {
        product: (_root: unknown, args: { id: string }, { caller }: Context) =>
          orNull(services.products.getProduct(caller, caller.siteId, args.id, { merchant: false })),
        products: (_root: unknown, args: { filter?: unknown; sort?: unknown } & Page, { caller }: Context) => queryProducts(caller, args),
        collection: (_root: unknown, args: { id?: string | null; slug?: string | null }, { caller }: Context) => {
          if (!args.id && !args.slug) throw invalid([{ field: 'id', description: 'give id or slug', violatedRule: 'REQUIRED_FIELD' }]);
          return orNull(services.collections.get(caller, caller.siteId, args.id ? { id: args.id } : { slug: args.slug! }));
        },
        collections: async (_root: unknown, args: { filter?: unknown; sort?: unknown } & Page, { caller }: Context) => {
          const result = await services.collections.query(caller, caller.siteId, { filter: args.filter as never, sort: args.sort as never, paging: paging(args) });
          return { items: result.collections, offset: result.metadata.offset, totalResults: result.metadata.total };
        },
      },
      Product: {
        collections: async (product: WireProduct, _args: unknown, { caller }: Context) => {
          const found = await Promise.all(product.collectionIds.map((id) => orNull(services.collections.get(caller, caller.siteId, { id }))));
          return found.filter((c) => c !== null);
        },
      },
      Collection: {
        products: (collection: { id: string }, args: Page & { sort?: unknown }, { caller }: Context) =>
          queryProducts(caller, { ...args, filter: { 'collections.id': collection.id } }),
      },
    } as IResolvers,
  };
  await app.register(mercurius, options);
};
