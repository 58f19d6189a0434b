import { type ASTNode, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../errors/catalogue.ts';

type Result = { data?: unknown; errors?: readonly GraphQLError[] };

/**
 * Every error the gateway answers carries an `extensions.code` from the schema's `ErrorCode`.
 * Resolvers and the catalogue set theirs; graphql itself reports a variable that is missing or of
 * the wrong type without one, so those become `BAD_USER_INPUT`, with `field` naming the argument
 * the variable feeds (and the place inside it, `input.dateOfBirth`). Anything else still without
 * a code is `UNKNOWN`. A refused variable stops the operation before it runs (no `data`): that is
 * a 400 to `application/graphql-response+json`, as GraphQL over HTTP says (still 200 to
 * `application/json`).
 */
export function useErrorCodes(): Plugin {
  const coded =
    (document: DocumentNode) =>
    ({ result, setResult }: { result: Result; setResult: (result: never) => void }) => {
      const errors = result.errors;
      if (!errors?.some((error) => needsCode(error))) return;
      const refusedBeforeRunning = result.data === undefined;
      setResult({
        ...result,
        errors: errors.map((error) => withCode(error, document, refusedBeforeRunning)),
      } as never);
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

/**
 * Yoga answers an `operationName` that matches no operation 400 whatever the media type; GraphQL
 * over HTTP gives a well-formed request 200 under `application/json` (the legacy type clients
 * read the body of), and 4xx only under `application/graphql-response+json`.
 */
export function useOperationResolutionStatus(): Plugin {
  return {
    onResultProcess({ result }) {
      if (Symbol.asyncIterator in result || Array.isArray(result)) return;
      for (const error of (result as Result).errors ?? []) {
        const extensions = error.extensions as Record<string, unknown> | undefined;
        const http = extensions?.http as { status?: number; spec?: boolean } | undefined;
        if (extensions?.code === 'OPERATION_RESOLUTION_FAILURE' && http && !http.spec) {
          extensions.http = { ...http, spec: true };
        }
      }
    },
  };
}

const variableMessage = /^Variable "\$(\w+)"/;

/** Without a code, or a variable's refusal without the argument it feeds. */
function needsCode(error: GraphQLError): boolean {
  if (error.extensions?.code === undefined) return true;
  return variableMessage.test(error.message) && error.extensions.field === undefined;
}
const pathInValue = / at "\w+((?:\.\w+|\[\d+\])+)"/;

/** Yoga's marker for a status that applies to `application/graphql-response+json` only. */
const requestErrorStatus = { status: 400, spec: true };

function withCode(
  error: GraphQLError,
  document: DocumentNode,
  refusedBeforeRunning: boolean,
): GraphQLError {
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
    extensions: {
      ...error.extensions,
      code,
      ...(argument ? { field: argument + inside } : {}),
      ...(variable && refusedBeforeRunning ? { http: requestErrorStatus } : {}),
    },
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
