import type { GraphQLResponse } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCurrentStay, storeCurrentStay } from './currentStay.ts';
import { keepStayAnswer, keptStayAnswer } from './offlineStay.ts';

const answer = (name: string) => ({ data: { reservation: { name } } });

describe('the stay kept for offline use', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the answers about the current stay, on this device', () => {
    storeCurrentStay('k3x9');
    keepStayAnswer('StayRouteQuery:{"slug":"k3x9"}', { slug: 'k3x9' }, answer('Kasarmikatu'));

    expect(keptStayAnswer('StayRouteQuery:{"slug":"k3x9"}', { slug: 'k3x9' })?.response).toEqual(
      answer('Kasarmikatu'),
    );
    expect(localStorage.getItem('offlineStay')).toContain('Kasarmikatu');
  });

  it('keeps nothing about another stay than the current one, nor answers with errors', () => {
    storeCurrentStay('k3x9');
    keepStayAnswer('A', { slug: 'other' }, answer('Other'));
    keepStayAnswer('B', { slug: 'k3x9' }, {
      data: null,
      errors: [{ message: 'x' }],
    } as unknown as GraphQLResponse);
    expect(localStorage.getItem('offlineStay')).toBeNull();
  });

  it('replaces the answers when another stay becomes the current one', () => {
    storeCurrentStay('k3x9');
    keepStayAnswer('A', { slug: 'k3x9' }, answer('First'));
    storeCurrentStay('m7p2');
    keepStayAnswer('A', { slug: 'm7p2' }, answer('Second'));

    expect(localStorage.getItem('offlineStay')).not.toContain('First');
    expect(keptStayAnswer('A', { slug: 'm7p2' })?.response).toEqual(answer('Second'));
    expect(keptStayAnswer('A', { slug: 'k3x9' })).toBeNull();
  });

  it('forgets everything, door codes included, when the stay is forgotten', () => {
    storeCurrentStay('k3x9');
    keepStayAnswer('AccessRouteQuery', { slug: 'k3x9' }, { data: { code: '4711' } });
    clearCurrentStay();
    expect(localStorage.getItem('offlineStay')).toBeNull();
  });

  it('keeps the newest 24 answers of a stay', () => {
    storeCurrentStay('k3x9');
    for (let index = 0; index < 30; index += 1) {
      keepStayAnswer(`Q${index}`, { slug: 'k3x9' }, answer(`n${index}`), localStorage, index);
    }
    expect(keptStayAnswer('Q5', { slug: 'k3x9' })).toBeNull();
    expect(keptStayAnswer('Q6', { slug: 'k3x9' })).not.toBeNull();
    expect(keptStayAnswer('Q29', { slug: 'k3x9' })).not.toBeNull();
  });
});
