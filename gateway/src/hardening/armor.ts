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
    maxAliases: { n: documentLimits.maxAliases },
    maxTokens: { n: documentLimits.maxTokens },
    costLimit: {
      maxCost: documentLimits.maxCost,
      ignoreIntrospection: options.exposesInternals,
      exposeLimits: options.exposesInternals,
    },
    maxDirectives: { n: documentLimits.maxDirectives },
    // Replaced by useHiddenFieldSuggestions: armor's version only rewrites errors that are
    // `instanceof` its own copy of GraphQLError, which graphql 17's dual build defeats.
    blockFieldSuggestion: { enabled: false },
  });
  return [
    ...(armor.protect().plugins as Plugin[]),
    useArmorRejectionsAsGraphQLErrors(),
    ...(options.exposesInternals ? [] : [useHiddenFieldSuggestions()]),
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

/** "Did you mean …?" reveals field names; production answers without it. */
export function useHiddenFieldSuggestions(): Plugin {
  return {
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        for (const error of result) {
          error.message = error.message.replace(/\s*Did you mean .+\?$/, '');
        }
        setResult([...result]);
      };
    },
  };
}

/** Introspection stays open where GraphiQL is; production answers no schema questions. */
export function useDisableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
