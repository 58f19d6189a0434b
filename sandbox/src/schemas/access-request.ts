import { Type } from 'typebox';
import { Instant } from './common.ts';

export const AccessRequestBody = Type.Object(
  {
    propertyKeyId: Type.String({ minLength: 1, maxLength: 64 }),
    slug: Type.String({ minLength: 1, maxLength: 100, description: 'The reservation slug' }),
  },
  { additionalProperties: false },
);

export const AccessGrantedAnswer = Type.Object(
  {
    id: Type.String({ description: 'The unlock record' }),
    propertyKeyId: Type.String(),
    status: Type.Literal('unlocked'),
    unlockedAt: Instant,
  },
  { title: 'AccessRequest' },
);
