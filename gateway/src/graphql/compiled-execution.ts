import { useGraphQlJit } from '@envelop/graphql-jit';
import type { FastifyBaseLogger } from 'fastify';
import {
  BREAK,
  coerceInputLiteral,
  coerceInputValue,
  type DocumentNode,
  type GraphQLArgument,
  GraphQLError,
  type GraphQLInputField,
  type GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type Source,
  visit,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

type ExecutionArgs = { document: DocumentNode };
type ExecutionResultLike = { errors?: readonly GraphQLError[]; [key: string]: unknown };
type Execute = (args: ExecutionArgs) => unknown;

/**
 * Queries and mutations run as JavaScript compiled once per document (graphql-jit) instead of
 * being interpreted field by field: executing the stay screen's ~60 fields is the largest CPU
 * cost of a gateway request. Subscriptions keep the reference executor (they are long-lived, so
 * compiling them buys nothing), and so do introspection queries: graphql-jit does not read
 * graphql 17's argument defaults, so `fields { name }` without `includeDeprecated` would fail.
 */
export function useCompiledExecution(logger: FastifyBaseLogger): Plugin {
  const jit = useGraphQlJit(
    {},
    {
      enableIf: ({ document }) => !isIntrospection(document),
      // The client receives these errors as the answer; the log only needs to know why.
      onError: (result) =>
        logger.debug({ errors: result.errors }, 'graphql-jit could not compile a document'),
    },
  );
  const onJitExecute = jit.onExecute;
  if (!onJitExecute) throw new Error('graphql-jit plugin without onExecute');
  return {
    onExecute(payload) {
      return onJitExecute({
        ...payload,
        setExecuteFn: (compiled) =>
          payload.setExecuteFn(
            withLocatedErrors(
              withCompilerNoticesLogged(compiled as unknown as Execute, logger),
            ) as never,
          ),
      });
    },
  };
}

const scalarLiteralNotice = 'Scalar with variable inputs detected';

/**
 * graphql-jit compiles a document on its first execution, synchronously inside the execute call,
 * and prints "Scalar with variable inputs detected for parsing AST literals…" with console.error
 * for every literal scalar argument (`first: 20`, `slug: "…"`): it expects `parseLiteral` to take
 * one parameter, and graphql 17's default takes two (the variables, which graphql-jit replaces
 * with `{}`; a literal has none, so the value is parsed correctly). The notice is harmless, so
 * it goes to the log at debug instead of stderr, next to the JSON log lines. Only that notice is
 * rerouted, only during the synchronous call; anything else reaches console.error unchanged.
 */
function withCompilerNoticesLogged(execute: Execute, logger: FastifyBaseLogger): Execute {
  return (args) => {
    const consoleError = console.error;
    console.error = (...data: unknown[]) => {
      if (typeof data[0] === 'string' && data[0].startsWith(scalarLiteralNotice)) {
        logger.debug({ notice: data[0] }, 'graphql-jit compiled a literal scalar argument');
      } else {
        consoleError.apply(console, data);
      }
    };
    try {
      return execute(args);
    } finally {
      console.error = consoleError;
    }
  };
}

const introspectionByDocument = new WeakMap<DocumentNode, boolean>();

/** Whether the document reads the schema (`__schema` or `__type`), anywhere in it. */
export function isIntrospection(document: DocumentNode): boolean {
  const known = introspectionByDocument.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value !== '__schema' && field.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  introspectionByDocument.set(document, found);
  return found;
}

/**
 * graphql-jit reports `locations` on its own error objects, without the source positions Yoga
 * rebuilds errors from before sending them, so they would reach the client without locations.
 * Errors are re-created here as the gateway's GraphQLErrors anchored in the document's source,
 * keeping `originalError` (masking and the catalogue read it) and `extensions`.
 */
function withLocatedErrors(execute: Execute): Execute {
  return (args) => {
    const result = execute(args);
    return result instanceof Promise
      ? result.then((settled) => locate(settled, args.document))
      : locate(result, args.document);
  };
}

function locate(result: unknown, document: DocumentNode): unknown {
  const { errors } = (result ?? {}) as ExecutionResultLike;
  if (!errors?.length) return result;
  const source = document.loc?.source;
  return Object.assign(result as ExecutionResultLike, {
    errors: errors.map((error) => relocated(error, source)),
  });
}

function relocated(error: GraphQLError, source: Source | undefined): GraphQLError {
  if (error.source || !source || !error.locations?.length) return error;
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map(({ line, column }) => positionOf(source.body, line, column)),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** The character offset of a 1-based line and column. */
function positionOf(body: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = body.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

/**
 * graphql-jit reads an argument's or input field's default from graphql 16's `defaultValue`;
 * graphql 17 keeps SDL defaults in `default`, so compiled queries would pass no value where the
 * schema promises one. This copies every coerced default into `defaultValue` once, at start.
 * graphql 17's own executor and introspection read `default` first, so they are unchanged.
 */
export function withDefaultsForCompiledExecution(schema: GraphQLSchema): GraphQLSchema {
  const inputs: (GraphQLArgument | GraphQLInputField)[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) inputs.push(...Object.values(type.getFields()));
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) inputs.push(...field.args);
    }
  }
  for (const directive of schema.getDirectives()) inputs.push(...directive.args);
  for (const input of inputs) {
    if (input.default === undefined || input.defaultValue !== undefined) continue;
    const value = input.default.literal
      ? coerceInputLiteral(input.default.literal, input.type)
      : coerceInputValue(input.default.value, input.type);
    (input as { defaultValue: unknown }).defaultValue = value;
  }
  return schema;
}
