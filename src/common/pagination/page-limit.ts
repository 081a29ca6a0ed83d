import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The optional `limit` query parameter of a paged list: an integer from 1 to `max`. */
export function PageLimit(defaultLimit: number, max: number): PropertyDecorator {
  const message = `Limit must be between 1 and ${max}.`;
  return applyDecorators(
    ApiPropertyOptional({ default: defaultLimit, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}
