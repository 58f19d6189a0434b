import { EnvelopArmor } from '@escape.tech/graphql-armor';
import {
  type DocumentNode,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  Source,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../errors/catalogue.ts';
import { costLimitRule } from './cost.ts';

/**
 * Limits checked while parsing and validating, before anything executes. Sized for the stay
 * screen's query (the deepest and widest the web client sends) with room to grow.
 */
export const documentLimits = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  maxCost: 8000,
  maxDirectives: 30,
} as const;

export function armorPlugins(options: { exposesInternals: boolean }): Plugin[] {
  const armor = new EnvelopArmor({
    // Depth is the fields' nesting, as cost.ts counts it: Relay's per-component fragments nest
    // one spread inside another, which is spelling, not work.
    maxDepth: {
      n: documentLimits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: options.exposesInternals,
    },
    // Armor lets `__typename` aliases through by default; a thousand of them still cost a
    // thousand answers, so every alias counts.
    maxAliases: { n: documentLimits.maxAliases, allowList: [] },
    maxTokens: { n: documentLimits.maxTokens },
    // Replaced by cost.ts: the same model, with `__typename` free and fragments flattened.
    costLimit: { enabled: false },
    maxDirectives: { n: documentLimits.maxDirectives },
    // Replaced by useHiddenSuggestions: armor's version only rewrites errors that are
    // `instanceof` its own copy of GraphQLError, which graphql 17's dual build defeats.
    blockFieldSuggestion: { enabled: false },
  });
  const costLimit = costLimitRule({
    maxCost: documentLimits.maxCost,
    introspectionIsFree: options.exposesInternals,
  });
  return [
    ...(armor.protect().plugins as Plugin[]),
    { onValidate: ({ addValidationRule }) => addValidationRule(costLimit) },
    useArmorRejectionsAsGraphQLErrors(),
    ...(options.exposesInternals ? [] : [useHiddenSuggestions()]),
  ];
}

/**
 * Armor's packages bring their own graphql 16, so their rejections (and, since its token limit
 * parses every document, every syntax error) are not `instanceof` the gateway's GraphQLError and
 * error masking would turn them into "Unexpected error.". This re-creates them as the gateway's
 * own errors: a syntax error as `GRAPHQL_PARSE_FAILED` with its line and column, a limit as
 * `GRAPHQL_VALIDATION_FAILED`, without armor's "Syntax Error" prefix on limits.
 */
export function useArmorRejectionsAsGraphQLErrors(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (error) {
          throw asRejection(error);
        }
      });
    },
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((...args) => {
        try {
          return validateFn(...args).map((error: unknown) => asRejection(error));
        } catch (error) {
          return [asRejection(error)];
        }
      });
    },
  };
}

/**
 * The checks production applies to a document before it runs, for use outside a request: the
 * token limit's parse and every validation rule of the plugins above (depth, aliases, directives,
 * cost, no introspection). Publishing an app's documents runs them (trusted-documents/checks.ts),
 * so a document that could never run in production is refused when published, with its reason.
 */
export function productionDocumentChecks(): {
  parse: (text: string) => DocumentNode;
  rules: ValidationRule[];
} {
  let parseFn = (text: string): DocumentNode => parse(text);
  const rules: ValidationRule[] = [];
  for (const plugin of [...armorPlugins({ exposesInternals: false }), useDisableIntrospection()]) {
    plugin.onParse?.({
      parseFn,
      setParseFn: (next: typeof parseFn) => {
        parseFn = next;
      },
    } as never);
    plugin.onValidate?.({
      addValidationRule: (rule: ValidationRule) => rules.push(rule),
      // The rejection wrapper's: its errors are converted below, per error, instead.
      setValidationFn: () => {},
    } as never);
  }
  return {
    parse: (text) => {
      try {
        return parseFn(text);
      } catch (error) {
        throw asRejection(error);
      }
    },
    rules,
  };
}

/** Armor's limits, each reported as a "Syntax Error" although the syntax is fine. */
const armorLimit = /^Syntax Error: (Token limit|Query depth limit|Aliases limit|Directives limit)/;

export function asRejection(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const foreign = error as {
    extensions?: { code?: unknown };
    source?: { body?: unknown; name?: unknown };
    positions?: readonly number[];
  };
  const given = foreign.extensions?.code;
  const isSyntaxError = message.startsWith('Syntax Error: ') && !armorLimit.test(message);
  const code: ErrorCode = isSyntaxError ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
  const body = foreign.source?.body;
  return new GraphQLError(isSyntaxError ? message : message.replace(/^Syntax Error: /, ''), {
    // graphql 16's source and positions, re-read here so the answer carries `locations`.
    ...(typeof body === 'string' && foreign.positions
      ? { source: new Source(body), positions: foreign.positions }
      : {}),
    extensions: { code: typeof given === 'string' && !isSyntaxError ? given : code },
  });
}

/**
 * Production answers reveal no schema names and no internals: "Did you mean …?" suggestions
 * (for unknown fields, arguments, input-object fields and enum values, wherever the message puts
 * them) are cut from every message, and `extensions.originalError`
 * (which Yoga attaches to its own request-parsing errors) is dropped. Applied to every single
 * result, whichever phase produced the error.
 */
export function useHiddenSuggestions(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      // A stream's events carry resolver errors only (catalogue texts): streams pass untouched.
      if (Symbol.asyncIterator in result) return;
      setResult(Array.isArray(result) ? result.map(withoutInternals) : withoutInternals(result));
    },
  };
}

const suggestion = /\s*Did you mean [^?]*\?/g;

function withoutInternals<T extends { errors?: readonly GraphQLError[] }>(result: T): T {
  for (const error of result.errors ?? []) {
    error.message = error.message.replace(suggestion, '');
    if (error.extensions && 'originalError' in error.extensions) {
      const { originalError: _, ...extensions } = error.extensions;
      (error as { extensions: Record<string, unknown> }).extensions = extensions;
    }
  }
  return result;
}

/** Introspection stays open where GraphiQL is; production answers no schema questions. */
export function useDisableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
