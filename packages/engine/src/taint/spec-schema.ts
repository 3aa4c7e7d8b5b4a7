/**
 * The JSON Schema (draft-07) of a taint specification (`rules/<language>/taint/taint-spec.yaml`),
 * and the validation run when a specification loads: a misspelt key or a wrong type is an error
 * naming its place, not a silently ignored model. The validator reads the subset of JSON Schema the
 * schema uses (type, properties, additionalProperties, required, items, enum, oneOf); the test suite
 * checks the schema itself with ajv.
 */
type Schema = Record<string, unknown>;

const strings: Schema = { type: 'array', items: { type: 'string' } };
const kinds: Schema = {
  type: 'array',
  items: { type: 'string', pattern: '^[a-z][a-z-]*$' },
  minItems: 1,
};
const argIndex: Schema = { oneOf: [{ type: 'integer', minimum: 0 }, { enum: ['recv'] }] };

export const TAINT_SPEC_SCHEMA: Schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://vigil.dev/schemas/taint-spec.schema.json',
  title: 'Vigil taint specification',
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: {
    language: { type: 'string' },
    sources: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          label: { type: 'string' },
          paths: strings,
          pathPatterns: strings,
          calls: strings,
          threatModel: { enum: ['remote', 'local', 'library'] },
          exportedParams: { type: 'boolean' },
          returnedMarkup: { type: 'string' },
          receiverFields: { type: 'boolean' },
          // none: request data already converted (an integer getter), reported by no rule
          kinds: { ...kinds, minItems: 0 },
          gate: strings,
          serverFields: strings,
          startsWith: { type: 'string' },
          keys: { type: 'boolean' },
        },
      },
    },
    sinks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rule'],
        additionalProperties: false,
        properties: {
          rule: { type: 'string', pattern: '^[a-z][a-z0-9]*\\.[a-z0-9][a-z0-9.-]*$' },
          kind: { type: 'string', pattern: '^[a-z][a-z-]*$' },
          calls: strings,
          unlessCalls: strings,
          assign: strings,
          args: { type: 'array', items: argIndex },
          kwargs: strings,
          whenKw: { type: 'string' },
          orArgNotList: { type: 'boolean' },
          argIsObject: { type: 'boolean' },
          argFields: strings,
          fieldNotObject: { type: 'boolean' },
          unlessPinned: { type: 'string' },
          argNotList: { type: 'boolean' },
          argNotObject: { type: 'boolean' },
          argNotRecord: { type: 'boolean' },
          whenLine: { type: 'string' },
          minArgs: { type: 'integer', minimum: 0 },
          maxArgs: { type: 'integer', minimum: 0 },
          whenArgObject: { type: 'integer', minimum: 0 },
          unlessLine: { type: 'string' },
          unlessBefore: { type: 'string' },
          whenBefore: { type: 'string' },
          unlessNext: {
            type: 'object',
            required: ['lines', 'matches'],
            additionalProperties: false,
            properties: { lines: { type: 'integer', minimum: 1 }, matches: { type: 'string' } },
          },
          hints: strings,
          whenArg: {
            type: 'object',
            required: ['index', 'matches'],
            additionalProperties: false,
            properties: { index: { type: 'integer', minimum: 0 }, matches: { type: 'string' } },
          },
          whenArgText: { type: 'string' },
          unlessArgText: { type: 'string' },
          whenFile: { type: 'string' },
          whenImports: { type: 'string' },
          unlessFile: { type: 'string' },
          whenConfigured: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              required: ['arg', 'prop', 'matches'],
              additionalProperties: false,
              properties: { arg: argIndex, prop: { type: 'string' }, matches: { type: 'string' } },
            },
          },
          unlessArg: { type: 'string' },
          optionArgs: { type: 'boolean' },
          recvString: { type: 'boolean' },
          redos: argIndex,
          models: { type: 'array', items: { enum: ['remote', 'local', 'library'] } },
        },
      },
    },
    sanitizers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls', 'kinds'],
        additionalProperties: false,
        properties: { calls: strings, kinds },
      },
    },
    guards: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls', 'arg', 'kinds'],
        additionalProperties: false,
        properties: {
          calls: strings,
          arg: argIndex,
          kinds: { ...kinds, minItems: 0 },
          negated: { type: 'boolean' },
          marks: { type: 'string', pattern: '^[a-z][a-z-]*$' },
          whenMarked: { type: 'string', pattern: '^[a-z][a-z-]*$' },
          reads: strings,
          keys: {
            type: 'object',
            required: ['field', 'safe'],
            additionalProperties: false,
            properties: {
              field: { type: 'string' },
              safe: { type: 'string' },
              callback: {
                type: 'object',
                required: ['filter', 'path'],
                additionalProperties: false,
                properties: { filter: { type: 'string' }, path: strings },
              },
              pattern: {
                type: 'object',
                required: ['filter', 'path', 'matches'],
                additionalProperties: false,
                properties: {
                  filter: { type: 'string' },
                  path: strings,
                  matches: { type: 'string' },
                },
              },
            },
          },
          kwarg: { type: 'string' },
          whenRecv: { type: 'string' },
          whenArg: {
            type: 'object',
            required: ['index', 'matches'],
            additionalProperties: false,
            properties: { index: { type: 'integer', minimum: 0 }, matches: { type: 'string' } },
          },
          unlessArg: {
            type: 'object',
            required: ['index', 'matches'],
            additionalProperties: false,
            properties: { index: { type: 'integer', minimum: 0 }, matches: { type: 'string' } },
          },
        },
      },
    },
    clean: strings,
    mappers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls', 'fn', 'args'],
        additionalProperties: false,
        properties: {
          calls: strings,
          fn: { type: 'integer', minimum: 0 },
          args: { type: 'array', items: { type: 'integer', minimum: 0 }, minItems: 1 },
        },
      },
    },
    splits: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls', 'text', 'limit'],
        additionalProperties: false,
        properties: {
          calls: strings,
          text: { type: 'integer', minimum: 0 },
          limit: { type: 'integer', minimum: 0 },
          through: strings,
        },
      },
    },
    noValue: strings,
    cleanFields: strings,
    responses: strings,
    roundTrips: {
      type: 'array',
      items: {
        type: 'object',
        required: ['encode', 'decode'],
        additionalProperties: false,
        properties: { encode: strings, decode: strings },
      },
    },
    records: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls'],
        additionalProperties: false,
        properties: { calls: strings, unless: strings },
      },
    },
    lookups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls'],
        additionalProperties: false,
        properties: {
          calls: strings,
          unless: strings,
          defaults: { type: 'array', items: { type: 'integer', minimum: 0 } },
        },
      },
    },
    replacements: {
      type: 'array',
      items: {
        type: 'object',
        required: ['calls', 'removed'],
        additionalProperties: false,
        properties: {
          calls: strings,
          removed: { type: 'integer', minimum: 0 },
          minArgs: { type: 'integer', minimum: 0 },
        },
      },
    },
    propagators: strings,
    parenless: { type: 'boolean' },
    gate: strings,
    summaryHints: strings,
    sanitizingHelpers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kinds', 'all'],
        additionalProperties: false,
        properties: { kinds, all: { ...strings, minItems: 1 }, note: { type: 'string' } },
      },
    },
    params: {
      type: 'object',
      additionalProperties: false,
      properties: {
        annotations: strings,
        decorators: strings,
        classes: strings,
        types: strings,
        handlers: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            properties: {
              classes: { type: 'string' },
              methods: { type: 'string' },
              modifiers: { type: 'string' },
              note: { type: 'string' },
            },
          },
        },
        callbacks: {
          type: 'array',
          items: {
            type: 'object',
            required: ['calls'],
            additionalProperties: false,
            properties: {
              calls: { ...strings, minItems: 1 },
              param: { oneOf: [{ type: 'integer', minimum: 0 }, { enum: ['all'] }] },
              field: { type: 'string' },
              whenFile: { type: 'string' },
              firstArg: { type: 'string' },
              returnSink: { type: 'string' },
              unlessBody: { type: 'string' },
              as: { type: 'string', pattern: '^[A-Za-z_$][\\w$]*$' },
              names: {
                type: 'array',
                items: { type: 'string', pattern: '^(?:[A-Za-z_$][\\w$]*)?$' },
              },
              note: { type: 'string' },
            },
          },
        },
        exportedIn: strings,
        entryFiles: strings,
        boundMembers: strings,
        requestTypes: { type: 'array', items: { type: 'string', pattern: '^[A-Za-z_$][\\w$]*$' } },
      },
    },
  },
};

function typeOk(v: unknown, t: string): boolean {
  switch (t) {
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return Number.isInteger(v);
    default:
      return typeof v === t;
  }
}

/** Problems of `doc` against `schema` (empty when valid), each naming its place: `sinks[3].args[0]`. */
export function validateAgainst(schema: Schema, doc: unknown, at = ''): string[] {
  const where = at || '(top)';
  if (schema.oneOf) {
    const ok =
      (schema.oneOf as Schema[]).filter((s) => validateAgainst(s, doc, at).length === 0).length ===
      1;
    return ok ? [] : [`${where}: not one of the allowed forms`];
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(doc))
    return [`${where}: must be one of ${(schema.enum as unknown[]).join(', ')}`];
  if (schema.type && !typeOk(doc, schema.type as string))
    return [
      `${where}: must be ${schema.type === 'array' ? 'a list' : schema.type === 'object' ? 'a mapping' : `a ${schema.type}`}`,
    ];
  const errs: string[] = [];
  if (typeof doc === 'string' && schema.pattern && !new RegExp(schema.pattern as string).test(doc))
    errs.push(`${where}: '${doc}' does not match ${schema.pattern}`);
  if (typeof doc === 'number' && schema.minimum !== undefined && doc < (schema.minimum as number))
    errs.push(`${where}: must be at least ${schema.minimum}`);
  if (Array.isArray(doc)) {
    if (schema.minItems && doc.length < (schema.minItems as number))
      errs.push(`${where}: needs at least ${schema.minItems} item(s)`);
    if (schema.items)
      doc.forEach((x, i) =>
        errs.push(...validateAgainst(schema.items as Schema, x, `${at}[${i}]`)),
      );
  } else if (typeOk(doc, 'object')) {
    const o = doc as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    for (const r of (schema.required ?? []) as string[])
      if (o[r] === undefined) errs.push(`${where}: missing '${r}'`);
    for (const [k, v] of Object.entries(o)) {
      const sub = props[k];
      if (!sub) {
        if (schema.additionalProperties === false)
          errs.push(`${at ? at + '.' : ''}${k}: unknown key`);
        continue;
      }
      if (v === null || v === undefined) continue;
      errs.push(...validateAgainst(sub, v, at ? `${at}.${k}` : k));
    }
  }
  return errs;
}
