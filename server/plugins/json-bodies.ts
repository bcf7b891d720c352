import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

// A JSON body carries numbers and booleans as such: the API refuses the string "5" where a
// number is expected (issue 45). Converting text is for the wire formats that only carry text
// (query strings, path parameters, forms: common/form-text.ts). A route whose body schema
// converts anyway fails at start, so no route can bring the conversion back unseen.

type Def = {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Where `schema` turns what it is given into another type before checking it (`z.coerce`, `z.preprocess`). */
export function conversionsIn(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const here = path || '(corps)';
  if (def.coerce) return [here];
  // z.preprocess is a pipe whose first stage is a transform.
  if (def.type === 'pipe' && def.in && defOf(def.in).type === 'transform') return [here];
  const inner = (child: z.ZodType | null | undefined, at = path) =>
    child ? conversionsIn(child, at, seen) : [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        inner(child, path ? `${path}.${key}` : key),
      );
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'tuple':
      return [...(def.items ?? []).flatMap((item) => inner(item)), ...inner(def.rest)];
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'record':
      return [...inner(def.keyType), ...inner(def.valueType)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    default:
      return inner(def.innerType);
  }
}

/** The validator compiler, refusing at start a JSON body schema that converts its values. */
export function jsonBodiesAsSent(
  compile: FastifySchemaCompiler<z.ZodType>,
): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    if (route.httpPart === 'body') {
      const conversions = conversionsIn(route.schema);
      if (conversions.length > 0) {
        throw new Error(
          `${route.method} ${route.url} : le corps JSON convertit ${conversions.join(', ')} ; ` +
            'un corps JSON reçoit ses nombres et booléens tels quels (common/form-text.ts pour les formulaires).',
        );
      }
    }
    return compile(route);
  };
}
