import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { textProblem } from '../../lib/storable-text';

/**
 * Refuses a query whose string literals hold text the database cannot take (a NUL character, half
 * a surrogate pair: `lib/storable-text.ts`). The request's own check sees the query as one string,
 * in which `"a\u0000"` is still six plain characters; graphql turns the escape into the character
 * when it parses the query, and the resolver then handed it to PostgreSQL, whose error came back as
 * the field's. Variables are plain JSON and were checked with the rest of the request.
 */
export const storableTextRule: ValidationRule = (context: ValidationContext) => ({
  StringValue(node) {
    const problem = textProblem(node.value);
    if (problem) context.reportError(new GraphQLError(`A string in the query ${problem}`, { nodes: [node], extensions: { code: 'INVALID_ARGUMENT' } }));
  },
});
