import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { operationOf, problemsWithAnswer } from './document.ts';
import { takeMisfits } from './setup/answers-fit-document.ts';

// The check every answer of this suite goes through (setup/answers-fit-document.ts) can fail.

describe('the check of answers against openapi.json', () => {
  const property = operationOf('GET', '/properties/:id');

  it('refuses an undocumented status, a null the document does not allow, and a stray field type', () => {
    expect(problemsWithAnswer(property, 418, { data: {} })).toEqual([
      expect.stringContaining('status 418 is not documented'),
    ]);
    expect(problemsWithAnswer(property, 200, { data: { city: null } })).toEqual([
      expect.stringContaining('/data/city must be string'),
    ]);
    expect(problemsWithAnswer(property, 200, { data: { whatsappNumber: null } })).toEqual([]);
    expect(problemsWithAnswer(property, 404, { errors: [] })).not.toEqual([]);
  });

  it('hooks every Fastify instance the suite creates, before and after serializing', async () => {
    const fake = Fastify();
    fake.get('/properties/:id', async (_request, reply) => reply.status(200).send({ data: 1 }));
    try {
      await fake.inject('/properties/p1');
      expect(takeMisfits()).toEqual([
        expect.stringContaining(
          'GET /properties/:id → 200 (before serializing): /data must be object',
        ),
        expect.stringContaining('GET /properties/:id → 200 (as sent): /data must be object'),
      ]);
    } finally {
      await fake.close();
    }
  });
});
