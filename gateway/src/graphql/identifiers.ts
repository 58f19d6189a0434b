import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';
import { GatewayError } from '../errors/gateway-error.ts';

/**
 * The `@identifier` argument rule of the schema (`schema/src/scalars.graphql`): slugs and ids end
 * up in core API paths (`/check-in/{slug}`) and headers (`x-slug`), so only characters that can
 * change neither are let through. A `.` or `..` would collapse the path (`reservation(slug: "..")`
 * called `GET /`), and text outside Latin-1 cannot be a header value at all.
 */
export const identifierPattern = /^[A-Za-z0-9_-]{1,100}$/;

export const identifierDirective = 'identifier';

export function isIdentifier(value: unknown): boolean {
  return typeof value === 'string' && identifierPattern.test(value);
}

/**
 * Checks the `@identifier` arguments of every field before its resolver (and, for a
 * subscription, before it subscribes) runs: an ill-formed one is `BAD_USER_INPUT` with `field`
 * naming the argument, and nothing is asked of the core API.
 */
export function withIdentifierArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const confined = field.args
        .filter((argument) =>
          argument.astNode?.directives?.some(
            (directive) => directive.name.value === identifierDirective,
          ),
        )
        .map((argument) => argument.name);
      if (confined.length === 0) continue;
      const checked = checkedFirst(confined);
      field.resolve = checked(field.resolve ?? defaultFieldResolver);
      if (field.subscribe) field.subscribe = checked(field.subscribe);
    }
  }
  return schema;
}

function checkedFirst(names: readonly string[]) {
  return <Source, Context>(
    resolve: GraphQLFieldResolver<Source, Context>,
  ): GraphQLFieldResolver<Source, Context> =>
    (source, args, context, info) => {
      for (const name of names) {
        const value: unknown = args[name];
        if (value !== undefined && value !== null && !isIdentifier(value)) {
          throw GatewayError.of('BAD_USER_INPUT', name);
        }
      }
      return resolve(source, args, context, info);
    };
}
