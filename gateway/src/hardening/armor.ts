import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Limits checked while parsing and validating, before anything executes. Sized for the stay
 * screen's query (the deepest and widest the web client sends) with room to grow.
 */
export const documentLimits = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  maxCost: 5000,
  maxDirectives: 30,
} as const;

export function armorPlugins(options: { exposesInternals: boolean }): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: documentLimits.maxDepth, ignoreIntrospection: options.exposesInternals },
    maxAliases: { n: documentLimits.maxAliases },
    maxTokens: { n: documentLimits.maxTokens },
    costLimit: { maxCost: documentLimits.maxCost, ignoreIntrospection: options.exposesInternals },
    maxDirectives: { n: documentLimits.maxDirectives },
    // Field suggestions reveal the schema: only where introspection is open anyway.
    blockFieldSuggestion: { enabled: !options.exposesInternals },
  });
  return armor.protect().plugins as Plugin[];
}

/** Introspection stays open where GraphiQL is; production answers no schema questions. */
export function useDisableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
