/**
 * Turns one JSON Schema (as TypeBox builds it) into a TypeScript type expression. Only the
 * vocabulary the platform's schemas use is understood; anything else fails loudly, so a new kind of
 * schema is noticed when the types are generated rather than typed as `unknown` by accident.
 */

export type JsonSchema = Readonly<Record<string, unknown>>;

/** Names a schema that is generated on its own, so it is referred to instead of written out again. */
export type NameOf = (schema: JsonSchema) => string | undefined;

const indentUnit = '  ';
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A string in single quotes, as the rest of the code base writes them. */
const quoted = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const propertyKey = (key: string) => (identifier.test(key) ? key : quoted(key));
const literal = (value: unknown) => (typeof value === 'string' ? quoted(value) : JSON.stringify(value));

const lineWidth = 100;

/** Words joined into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** A JSDoc comment from the schema's description, wrapped to the line width. */
export function docComment(schema: JsonSchema, indent: string): string {
  const description = typeof schema.description === 'string' ? schema.description.replaceAll('*/', '*\\/').trim() : '';
  if (!description) return '';
  const single = `${indent}/** ${description} */`;
  if (!description.includes('\n') && single.length <= lineWidth) return `${single}\n`;
  const lines = description.split('\n').flatMap((paragraph) => wrap(paragraph, lineWidth - indent.length - 3));
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`).join('\n')}\n${indent} */\n`;
}

const isObjectSchema = (schema: JsonSchema) => schema.type === 'object' || 'properties' in schema;

/** One named property of an object type: its doc comment, whether it may be left out, and its type. */
export interface PropertyParts {
  doc: string;
  optional: boolean;
  type: string;
}

/** The named properties of an object type, by key, as they are written. */
export function propertyParts(schema: JsonSchema, nameOf: NameOf, indent: string): Map<string, PropertyParts> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return new Map(
    Object.entries(properties).map(([key, property]) => [key, { doc: docComment(property, indent), optional: !required.has(key), type: typeOf(property, nameOf, indent) }]),
  );
}

/** The members of an object type (`{ … }` without the braces), one a line; `inherited` ones are left out. */
export function objectMembers(schema: JsonSchema, nameOf: NameOf, indent: string, inherited: ReadonlySet<string> = new Set()): string {
  const lines: string[] = [];
  // An inherited field is not typed at all, so what only it uses is not imported.
  const properties = Object.fromEntries(Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([key]) => !inherited.has(key)));
  for (const [key, { doc, optional, type }] of propertyParts({ ...schema, properties }, nameOf, indent)) {
    lines.push(`${doc}${indent}${propertyKey(key)}${optional ? '?' : ''}: ${type};`);
  }
  const patterns = Object.values((schema.patternProperties ?? {}) as Record<string, JsonSchema>);
  const extra = schema.additionalProperties;
  const indexValues = [
    ...patterns.map((value) => typeOf(value, nameOf, indent)),
    ...(extra === true ? ['unknown'] : extra && typeof extra === 'object' ? [typeOf(extra as JsonSchema, nameOf, indent)] : []),
  ];
  if (indexValues.length > 0) {
    // With named properties beside it, an index signature must admit their types too.
    const value = lines.length > 0 ? 'unknown' : [...new Set(indexValues)].join(' | ');
    lines.push(`${indent}[key: string]: ${value};`);
  }
  return lines.join('\n');
}

function objectType(schema: JsonSchema, nameOf: NameOf, indent: string): string {
  const members = objectMembers(schema, nameOf, indent + indentUnit);
  return members ? `{\n${members}\n${indent}}` : 'Record<string, never>';
}

/** Whether `|` or `&` joins the type's outermost parts (not ones nested in braces or quotes). */
function isCompound(type: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  let escaped = false;
  for (const char of type) {
    if (quote) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') quote = char;
    else if ('{[(<'.includes(char)) depth += 1;
    else if ('}])>'.includes(char)) depth -= 1;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}

const isNothing = (schema: JsonSchema) => {
  const not = schema.not as JsonSchema | undefined;
  return not !== undefined && typeof not === 'object' && Object.keys(not).length === 0;
};

/** `A | B` as an array's element or in an intersection needs brackets; a name or object does not. */
const parenthesise = (type: string) => (isCompound(type) ? `(${type})` : type);

const primitives: Record<string, string> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean', null: 'null' };

/** The TypeScript type of a schema; `indent` is the indentation of the line it starts on. */
export function typeOf(schema: JsonSchema, nameOf: NameOf, indent = ''): string {
  const named = nameOf(schema);
  if (named) return named;
  if ('const' in schema) return literal(schema.const);
  // `{ not: {} }` matches nothing: a field one shape of a union refuses (`Type.Never()`).
  if (isNothing(schema)) return 'never';
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  if (Array.isArray(schema.anyOf)) return union(schema.anyOf as JsonSchema[], ' | ', nameOf, indent);
  if (Array.isArray(schema.oneOf)) return union(schema.oneOf as JsonSchema[], ' | ', nameOf, indent);
  if (Array.isArray(schema.allOf)) return union(schema.allOf as JsonSchema[], ' & ', nameOf, indent);
  if (Array.isArray(schema.type)) return union((schema.type as string[]).map((type) => ({ ...schema, type })), ' | ', nameOf, indent);
  if (schema.type === 'array') {
    const items = schema.items as JsonSchema | undefined;
    return items ? `${parenthesise(typeOf(items, nameOf, indent))}[]` : 'unknown[]';
  }
  if (isObjectSchema(schema)) return objectType(schema, nameOf, indent);
  const primitive = typeof schema.type === 'string' ? primitives[schema.type] : undefined;
  if (primitive) return primitive;
  const keywords = Object.keys(schema).filter((key) => key !== 'description');
  if (keywords.length === 0) return 'unknown';
  throw new Error(`No TypeScript type for the schema ${JSON.stringify(schema)}`);
}

function union(members: JsonSchema[], separator: string, nameOf: NameOf, indent: string): string {
  const types = [...new Set(members.map((member) => typeOf(member, nameOf, indent)))];
  return (separator === ' & ' ? types.map(parenthesise) : types).join(separator);
}
