import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** What a page size out of 1 to `max` answers, on every list (REST and GraphQL). */
export const pageLimitMessage = (max: number): string => `Limit must be between 1 and ${max}.`;

/** The optional `limit` query parameter of a paged list: an integer from 1 to `max`. */
export function PageLimit(defaultLimit: number, max: number): PropertyDecorator {
  const message = pageLimitMessage(max);
  return applyDecorators(
    ApiPropertyOptional({ default: defaultLimit, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}
