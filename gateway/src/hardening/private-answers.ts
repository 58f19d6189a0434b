import { getOperationAST, Kind, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { publicContentFields } from '../graphql/response-cache.ts';
import { documentLimits } from './armor.ts';

/**
 * Every GraphQL answer that may carry a guest's data (an e-mail, a referral code, a door code) is
 * `Cache-Control: private, no-store` without `ETag` or `Last-Modified`: a shared cache between
 * the guest and the gateway (a corporate proxy, a CDN in front of a replica) must never keep it,
 * and a validator added by any plugin would invite one to.
 * Only a query whose every root field is public content (`property`, `unitCategory`,
 * `clientConfiguration`) keeps its validators: it is the same for everyone.
 */
export function usePrivateAnswers(): Plugin {
  const publicRequests = new WeakSet<Request>();
  return {
    onParams({ params, request }) {
      if (isPublicContentOnly(params.query, params.operationName)) publicRequests.add(request);
    },
    onResponse({ request, response }) {
      if (publicRequests.has(request)) return;
      response.headers.set('cache-control', 'private, no-store');
      response.headers.delete('etag');
      response.headers.delete('last-modified');
    },
  };
}

// Trusted documents are a few dozen: the verdict per document and operation is worked out once.
// Ad-hoc documents (internal tools, development) could be endless, so the memo is bounded.
const verdicts = new Map<string, boolean>();
const maxVerdicts = 1000;

/** True when the operation is a query reading only public content root fields. */
export function isPublicContentOnly(
  query: string | undefined,
  operationName: string | null | undefined,
): boolean {
  if (!query) return false;
  const key = `${operationName ?? ''}\n${query}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = readsPublicContentOnly(query, operationName ?? undefined);
    if (verdicts.size >= maxVerdicts) verdicts.clear();
    verdicts.set(key, verdict);
  }
  return verdict;
}

function readsPublicContentOnly(query: string, operationName: string | undefined): boolean {
  let operation: ReturnType<typeof getOperationAST>;
  try {
    // Armor refuses larger documents later; here they are simply not public content.
    operation = getOperationAST(
      parse(query, { noLocation: true, maxTokens: documentLimits.maxTokens }),
      operationName,
    );
  } catch {
    return false;
  }
  if (operation?.operation !== 'query') return false;
  const selections = operation.selectionSet.selections;
  return (
    selections.length > 0 &&
    selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (publicContentFields.has(selection.name.value) || selection.name.value === '__typename'),
    )
  );
}
