import { GraphQLError, Kind, type GraphQLField, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** The most objects one query may ask the platform to build: ten pages of 100 products with every field, about. */
export const maxQueryCost = 25_000;

/** A paged field's page when the query names none (the resolvers' default), and its most. */
const defaultLimit = 50;
const maxLimit = 100;
/** How many items a list without paging holds at most, as counted (a product's collections); a page's `items` are its `limit`, counted on the page. */
const unpagedList = 10;

/**
 * The schema's types are read by shape, not with graphql's `is…Type` checks: mercurius loads its own
 * copy of graphql, whose classes those checks (which throw on a copy's objects in development) do
 * not recognise.
 */
type SchemaType = { ofType?: SchemaType; getFields?: () => Record<string, GraphQLField<unknown, unknown>>; toString(): string };
const named = (type: SchemaType): SchemaType => (type.ofType ? named(type.ofType) : type);
const isList = (type: SchemaType): boolean => type.toString().startsWith('[');

/**
 * A validation rule that refuses a query before it runs when the fields it would resolve, counted
 * with every page's size multiplying what is under it, pass `max`: nesting products inside
 * collections inside products, or repeating a paged field under 200 aliases, asks for millions of
 * objects in a few hundred characters, and would hold the server for minutes or exhaust its
 * memory. A paged field counts its `limit` (a variable counts as the most, 100; none, the
 * default 50) and its `items` once; any other list counts as 10.
 */
export function queryCostRule(max = maxQueryCost): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();
    const seen = new Set<string>();

    function cost(selections: SelectionSetNode, parent: SchemaType, times: number): number {
      const fields = named(parent).getFields?.();
      if (!fields) return 0;
      let total = 0;
      for (const selection of selections.selections) {
        if (total > max) break;
        if (selection.kind === Kind.FIELD) {
          const field = fields[selection.name.value];
          if (!field) continue;
          const limitArg = selection.arguments?.find((arg) => arg.name.value === 'limit');
          const paged = field.args.some((arg) => arg.name === 'limit');
          const each = paged
            ? limitArg?.value.kind === Kind.INT
              ? Math.min(maxLimit, Math.max(0, Number(limitArg.value.value)))
              : limitArg
                ? maxLimit
                : defaultLimit
            : isList(field.type as SchemaType) && selection.name.value !== 'items'
              ? unpagedList
              : 1;
          total += times;
          if (selection.selectionSet) total += cost(selection.selectionSet, field.type as SchemaType, times * each);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          total += cost(selection.selectionSet, parent, times);
        } else {
          // A fragment spread inside itself is refused by graphql's own rules; counted once here.
          const name = selection.name.value;
          const fragment = context.getFragment(name);
          if (!fragment || seen.has(name)) continue;
          seen.add(name);
          total += cost(fragment.selectionSet, parent, times);
          seen.delete(name);
        }
      }
      return total;
    }

    return {
      OperationDefinition(operation) {
        const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        if (!root) return;
        const total = cost(operation.selectionSet, root as SchemaType, 1);
        if (total > max) {
          context.reportError(
            new GraphQLError(`The query asks for more than ${max} objects at once: ask for smaller pages or nest fewer lists`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COSTLY' },
            }),
          );
        }
      },
    };
  };
}
