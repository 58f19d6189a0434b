import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

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
    maxDepth: { n: documentLimits.maxDepth, ignoreIntrospection: options.exposesInternals },
    // Armor lets `__typename` aliases through by default; a thousand of them still cost a
    // thousand answers, so every alias counts.
    maxAliases: { n: documentLimits.maxAliases, allowList: [] },
    maxTokens: { n: documentLimits.maxTokens },
    costLimit: {
      maxCost: documentLimits.maxCost,
      ignoreIntrospection: options.exposesInternals,
      exposeLimits: options.exposesInternals,
    },
    maxDirectives: { n: documentLimits.maxDirectives },
    // Replaced by useHiddenSuggestions: armor's version only rewrites errors that are
    // `instanceof` its own copy of GraphQLError, which graphql 17's dual build defeats.
    blockFieldSuggestion: { enabled: false },
  });
  return [
    ...(armor.protect().plugins as Plugin[]),
    useArmorRejectionsAsGraphQLErrors(),
    ...(options.exposesInternals ? [] : [useHiddenSuggestions()]),
  ];
}

/**
 * Armor's packages bring their own graphql 16, so their rejections are not `instanceof` the
 * gateway's GraphQLError and error masking would turn them into "Unexpected error.". This
 * re-creates them as the gateway's own validation errors, without armor's "Syntax Error" prefix.
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

function asRejection(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
  return new GraphQLError(message.replace(/^Syntax Error: /, ''), {
    extensions: { code: typeof code === 'string' ? code : 'GRAPHQL_VALIDATION_FAILED' },
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
