import { Type } from 'typebox';
import { Instant, StringEnum } from './common.ts';

export const ElevatorRequestBody = Type.Object({
  propertyKeyId: Type.String({ minLength: 1, maxLength: 64 }),
  slug: Type.String({ minLength: 1, maxLength: 100 }),
});

export const ElevatorRequest = Type.Object(
  {
    id: Type.String(),
    propertyKeyId: Type.String(),
    status: StringEnum(['sent', 'on-the-way', 'arrived']),
    requestedAt: Instant,
  },
  { title: 'ElevatorRequest' },
);

export const SlugHeaders = Type.Object({
  'x-slug': Type.String({ minLength: 1, maxLength: 100, description: 'The reservation slug' }),
});
