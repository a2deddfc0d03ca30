import { Type, type TLiteral, type TUnion } from 'typebox';

/**
 * `Type.Union(values.map(Type.Literal))` with its static type kept: mapping an array loses the
 * literal types (the union's static type becomes `never`), which would silently switch off type
 * checks on every enum field.
 */
export const literalUnion = <const T extends readonly string[]>(values: T, options?: { description?: string }) =>
  Type.Union(values.map((value) => Type.Literal(value)), options) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
