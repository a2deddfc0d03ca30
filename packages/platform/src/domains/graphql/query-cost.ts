import { GraphQLError, Kind, type GraphQLField, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/** The most objects one query may ask the platform to build: ten pages of 100 products with every field, about. */
export const maxQueryCost = 25_000;

/** A paged field's page when the query names none (the resolvers' default), and its most. */
const defaultLimit = 50;
const maxLimit = 100;
/** How many items a list without paging holds at most, as counted (a product's collections); a page's `items` are its `limit`, counted on the page. */
const unpagedList = 10;
/** A paged field is a database query however small its page: it weighs as much as ten objects. */
const pageWeight = 10;
/** An introspection field (`__schema`, `__type`) answers the whole schema: it weighs as much as a page of products. */
const introspectionWeight = 1_000;

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
 * memory. A paged field weighs 10 and multiplies what is under it by its `limit` (at least 1, since
 * even an empty page is a query; a variable counts as the most, 100; none, the default 50), its
 * `items` once; any other list multiplies by 10; an introspection field weighs 1,000.
 *
 * The count is linear in how many times a selection runs, so each selection set and fragment is
 * costed once per parent type, for one run, and multiplied: a fragment spread twice in each of 40
 * nested fragments costs 80 lookups here, not 2⁴⁰ walks.
 */
export function queryCostRule(max = maxQueryCost): ValidationRule {
  return (context: ValidationContext) => {
    const schema = context.getSchema();
    const costs = new Map<SelectionSetNode, Map<SchemaType, number>>();
    const inProgress = new Set<SelectionSetNode>();

    /** What one run of `selections` on `parent` costs. */
    function once(selections: SelectionSetNode, parent: SchemaType): number {
      const known = costs.get(selections)?.get(parent);
      if (known !== undefined) return known;
      // A fragment that spreads itself is refused by graphql's own rules; counted as nothing here.
      if (inProgress.has(selections)) return 0;
      inProgress.add(selections);
      const fields = named(parent).getFields?.();
      let total = 0;
      for (const selection of selections.selections) {
        if (selection.kind === Kind.FIELD) {
          const field = fields?.[selection.name.value];
          if (!field) {
            total += selection.name.value.startsWith('__') && selection.name.value !== '__typename' ? introspectionWeight : 1;
            continue;
          }
          const limitArg = selection.arguments?.find((arg) => arg.name.value === 'limit');
          const paged = field.args.some((arg) => arg.name === 'limit');
          const each = paged
            ? limitArg?.value.kind === Kind.INT
              ? Math.min(maxLimit, Math.max(1, Number(limitArg.value.value)))
              : limitArg
                ? maxLimit
                : defaultLimit
            : isList(field.type as SchemaType) && selection.name.value !== 'items'
              ? unpagedList
              : 1;
          total += paged ? pageWeight : 1;
          if (selection.selectionSet) total += each * once(selection.selectionSet, field.type as SchemaType);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          total += once(selection.selectionSet, parent);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (fragment) total += once(fragment.selectionSet, parent);
        }
        // Past the most a query may cost, more precision is worth nothing.
        if (total > max) break;
      }
      inProgress.delete(selections);
      const forType = costs.get(selections) ?? new Map<SchemaType, number>();
      forType.set(parent, total);
      costs.set(selections, forType);
      return total;
    }

    return {
      OperationDefinition(operation) {
        const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        if (!root) return;
        if (once(operation.selectionSet, root as SchemaType) > max) {
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
