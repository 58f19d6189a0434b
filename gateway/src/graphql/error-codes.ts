import { type ASTNode, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../errors/catalogue.ts';

type Result = { errors?: readonly GraphQLError[] };

/**
 * Every error the gateway answers carries an `extensions.code` from the schema's `ErrorCode`.
 * Resolvers and the catalogue set theirs; graphql itself reports a variable that is missing or of
 * the wrong type without one, so those become `BAD_USER_INPUT`, with `field` naming the argument
 * the variable feeds (and the place inside it, `input.dateOfBirth`). Anything else still without
 * a code is `UNKNOWN`.
 */
export function useErrorCodes(): Plugin {
  const coded =
    (document: DocumentNode) =>
    ({ result, setResult }: { result: Result; setResult: (result: never) => void }) => {
      const errors = result.errors;
      if (!errors?.some((error) => needsCode(error))) return;
      setResult({ ...result, errors: errors.map((error) => withCode(error, document)) } as never);
    };
  return {
    onExecute: ({ args }) => ({
      onExecuteDone: (payload) =>
        handleStreamOrSingleExecutionResult(payload, coded(args.document) as never),
    }),
    onSubscribe: ({ args }) => ({
      onSubscribeResult: (payload) =>
        handleStreamOrSingleExecutionResult(payload, coded(args.document) as never),
    }),
  };
}

const variableMessage = /^Variable "\$(\w+)"/;

/** Without a code, or a variable's refusal without the argument it feeds. */
function needsCode(error: GraphQLError): boolean {
  if (error.extensions?.code === undefined) return true;
  return variableMessage.test(error.message) && error.extensions.field === undefined;
}
const pathInValue = / at "\w+((?:\.\w+|\[\d+\])+)"/;

function withCode(error: GraphQLError, document: DocumentNode): GraphQLError {
  const variable = variableMessage.exec(error.message)?.[1];
  if (!variable && error.extensions?.code !== undefined) return error;
  if (variable && error.extensions?.field !== undefined) return error;
  const code: ErrorCode = variable ? 'BAD_USER_INPUT' : 'UNKNOWN';
  const argument = variable && argumentPathOf(document, variable);
  const inside = pathInValue.exec(error.message)?.[1] ?? '';
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code, ...(argument ? { field: argument + inside } : {}) },
  });
}

/** Where a variable is used as an argument: `startDate`, or `input.address` inside an input object. */
export function argumentPathOf(document: DocumentNode, variable: string): string | undefined {
  let found: string | undefined;
  const names: string[] = [];
  const enter = (node: ASTNode) => {
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
    if (node.kind === Kind.VARIABLE && node.name.value === variable && found === undefined) {
      found = names.join('.') || undefined;
    }
  };
  const leave = (node: ASTNode) => {
    if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.pop();
  };
  visit(document, {
    Argument: { enter, leave },
    ObjectField: { enter, leave },
    Variable: { enter: (node) => enter(node) },
    VariableDefinition: () => false,
  });
  return found;
}
