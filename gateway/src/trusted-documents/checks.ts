import {
  type GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  specifiedRules,
  validate,
} from 'graphql';
import { asRejection, productionDocumentChecks } from '../hardening/armor.ts';
import type { Manifest } from './manifest.ts';

/** Why one document of a manifest cannot be published. */
export type DocumentProblem = {
  documentId: string;
  operationName: string | null;
  code: string;
  message: string;
  locations?: readonly { line: number; column: number }[];
};

/**
 * Every document of a manifest checked as production would check it before running it: it parses
 * within the token limit, holds exactly one operation, fits the schema (a field removed or
 * renamed since the app was built is caught here, not by its users), and stays within the depth,
 * alias, directive and cost limits. Each refusal names the document, its operation and why.
 */
export function documentProblems(schema: GraphQLSchema, documents: Manifest): DocumentProblem[] {
  const checks = productionDocumentChecks();
  const problems: DocumentProblem[] = [];
  for (const [documentId, text] of documents) {
    const problemOf = (error: GraphQLError, operationName: string | null): DocumentProblem => ({
      documentId,
      operationName,
      code: String(error.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED'),
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
    });
    let document: ReturnType<typeof checks.parse>;
    try {
      document = checks.parse(text);
    } catch (error) {
      problems.push(problemOf(asRejection(error), null));
      continue;
    }
    const operation = getOperationAST(document);
    const operationName = operation?.name?.value ?? null;
    if (!operation) {
      problems.push({
        documentId,
        operationName: null,
        code: 'OPERATION_RESOLUTION_FAILURE',
        message: 'A trusted document holds exactly one operation.',
      });
      continue;
    }
    for (const error of validate(schema, document, [...specifiedRules, ...checks.rules])) {
      problems.push(problemOf(asRejection(error), operationName));
    }
  }
  return problems;
}
