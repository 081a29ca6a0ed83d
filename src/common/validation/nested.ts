import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';

/**
 * A list of nested input objects, each validated as `type`. class-validator alone walks into an array found where
 * an object belongs (`[[]]` passes as a list of nothing), so every item must first be an object (`message`).
 */
export const NestedObjects = (type: () => new () => object, message: string): PropertyDecorator =>
  applyDecorators(IsObject({ each: true, message }), ValidateNested({ each: true }), Type(type));
