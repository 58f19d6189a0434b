import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for `YYYY-MM-DD` naming a day that exists (no 30 February, no month 13). */
export function isCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function localDateInput(value: unknown): string {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  // The value stays out of the message: a date of birth is personal data, and messages reach logs.
  throw new GraphQLError('LocalDate must be a calendar date as YYYY-MM-DD that exists', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

function localDateLiteral(ast: ValueNode): string {
  if (ast.kind !== Kind.STRING) {
    throw new GraphQLError('LocalDate must be a string, YYYY-MM-DD', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return localDateInput(ast.value);
}

/**
 * `LocalDate` refuses what is not a calendar date before any resolver runs. Both input APIs are
 * given: graphql 17's executor calls `coerceInput*`, graphql-jit the older `parse*` pair.
 */
export const LocalDate = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  coerceOutputValue: (value) => String(value),
  coerceInputValue: localDateInput,
  coerceInputLiteral: (ast) => localDateLiteral(ast as ValueNode),
  parseValue: localDateInput,
  parseLiteral: (ast) => localDateLiteral(ast),
});
