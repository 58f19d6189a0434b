import {
  type ASTVisitor,
  type ConstValueNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import type { ErrorCode } from '../errors/catalogue.ts';

/**
 * The cost of an operation, estimated from its document before anything runs, in the model
 * GraphQL Armor made common: a leaf costs 1, an object 2 plus 1.5 times what it selects, and a
 * list read with `first`/`last` that many times over. Three changes make it count work rather
 * than spelling:
 * - `__typename` is free: the executor answers it from the type it already holds, and the
 *   normalising clients (Apollo Client, urql Graphcache) add it to every selection;
 * - fragments are not levels: a field costs the same whether it is selected directly, in an
 *   inline fragment or in a named fragment (Relay's per-component fragments nest deeply);
 * - a list's size is its `first`/`last` argument, or the argument's default when the document
 *   leaves it out or passes a variable (`orderedItems(first: Int = 20)` reads 20).
 */
export const costModel = { leaf: 1, object: 2, depthFactor: 1.5 } as const;

export const costLimitCode: ErrorCode = 'COST_ESTIMATED_TOO_EXPENSIVE';

/** The estimated cost of one operation of a validated (or at least parsed) document. */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragmentOf: (name: string) => FragmentDefinitionNode | undefined,
  options: { introspectionIsFree: boolean },
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragmentCosts = new Map<string, number>();
  const variableDefaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue,
    ]),
  );

  const listSize = (field: FieldNode, definition: GraphQLField<unknown, unknown>): number => {
    for (const name of ['first', 'last']) {
      const argument = definition.args.find((each) => each.name === name);
      if (!argument) continue;
      const given = field.arguments?.find((each) => each.name.value === name)?.value;
      const value = given ? literalOf(given, variableDefaults) : undefined;
      const size = typeof value === 'number' ? value : defaultOf(argument);
      if (typeof size === 'number' && size > 1) return size;
    }
    return 1;
  };

  // The fields a selection set selects, through its fragments, each with the type it is read on.
  const costOfSelections = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    path: ReadonlySet<string>,
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += costOfField(selection, parent, path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        if (type && isCompositeType(type)) {
          cost += costOfSelections(selection.selectionSet, type, path);
        }
      } else {
        const name = selection.name.value;
        // A cycle is NoFragmentCyclesRule's to report; here it must only not recurse for ever.
        if (path.has(name)) continue;
        const known = fragmentCosts.get(name);
        if (known !== undefined) {
          cost += known;
          continue;
        }
        const fragment = fragmentOf(name);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type || !isCompositeType(type)) continue;
        const fragmentCost = costOfSelections(
          fragment.selectionSet,
          type,
          new Set([...path, name]),
        );
        fragmentCosts.set(name, fragmentCost);
        cost += fragmentCost;
      }
    }
    return cost;
  };

  const costOfField = (
    field: FieldNode,
    parent: GraphQLCompositeType,
    path: ReadonlySet<string>,
  ): number => {
    const name = field.name.value;
    if (name === '__typename') return 0;
    if (name === '__schema' || name === '__type') {
      if (options.introspectionIsFree) return 0;
    }
    const definition =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    if (!field.selectionSet) return costModel.leaf;
    const type = definition ? getNamedType(definition.type) : undefined;
    // An unknown field is FieldsOnCorrectTypeRule's to report; count it as an object read.
    if (!definition || !type || !isCompositeType(type)) return costModel.object;
    const selected = costOfSelections(field.selectionSet, type, path);
    return (costModel.object + costModel.depthFactor * selected) * listSize(field, definition);
  };

  // The root fields run at the top level: no factor for their depth.
  let cost = 0;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind === Kind.FIELD) cost += costOfField(selection, root, new Set());
    else
      cost += costOfSelections(
        { kind: Kind.SELECTION_SET, selections: [selection] },
        root,
        new Set(),
      );
  }
  return Math.round(cost);
}

/** An argument's default: graphql 17 keeps an SDL default as a literal (`default.literal`). */
function defaultOf(argument: GraphQLArgument): unknown {
  const given = argument as GraphQLArgument & {
    default?: { value?: unknown; literal?: ConstValueNode };
  };
  if (given.default?.literal) return valueFromASTUntyped(given.default.literal);
  return given.default?.value ?? argument.defaultValue;
}

function literalOf(
  value: ValueNode,
  variableDefaults: ReadonlyMap<string, ValueNode | undefined>,
): unknown {
  if (value.kind === Kind.VARIABLE) {
    const fallback = variableDefaults.get(value.name.value);
    return fallback ? valueFromASTUntyped(fallback) : undefined;
  }
  return valueFromASTUntyped(value);
}

/** The cost of every operation of a document, by operation name (`(anonymous)` without one). */
export function documentCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { introspectionIsFree: boolean } = { introspectionIsFree: false },
): Map<string, number> {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const costs = new Map<string, number>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    costs.set(
      definition.name?.value ?? '(anonymous)',
      operationCost(schema, definition, (name) => fragments.get(name), options),
    );
  }
  return costs;
}

/**
 * The validation rule: an operation above `maxCost` is refused before it runs, with its own code
 * and both figures, in every environment (the limit is no secret: a client needs it to fit).
 */
export function costLimitRule(options: { maxCost: number; introspectionIsFree: boolean }) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const cost = operationCost(
        context.getSchema(),
        operation,
        (name) => context.getFragment(name) ?? undefined,
        options,
      );
      if (cost <= options.maxCost) return;
      context.reportError(
        new GraphQLError(
          `The operation's estimated cost is ${cost}, above the limit of ${options.maxCost}.`,
          {
            nodes: [operation],
            extensions: { code: costLimitCode, cost, limit: options.maxCost },
          },
        ),
      );
    },
  });
}
