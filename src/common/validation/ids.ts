import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { ValidateBy } from 'class-validator';
import { isUuid } from '../../database/tenant-repository.js';
import { InvalidFieldsError } from '../errors/domain-errors.js';
import { EachItem } from './items.js';

export const idMessage = (name: string): string => `${name} must be a UUID.`;

/** `id`, `jobId`, `jobIds`…: the names the routes and GraphQL arguments give ids and lists of them. */
const ID_NAME = /^(id|[a-z]\w*Id)s?$/;

const isIdList = (value: unknown): boolean =>
  (Array.isArray(value) ? value : [value]).every((id) => typeof id === 'string' && isUuid(id));

/**
 * Global pipe: an id named in a call — a path parameter, a query parameter read by name, a GraphQL argument — must
 * be a UUID (or a list of them), else the call is a 400 "<name> must be a UUID." before anything reads the database.
 * Ids inside bodies and input objects are checked by their DTO's validators.
 */
@Injectable()
export class IdArgumentsPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    const named = type !== 'custom' && typeof data === 'string' && ID_NAME.test(data);
    if (named && value !== undefined && value !== null && !isIdList(value)) {
      throw new InvalidFieldsError({ [data]: [idMessage(data)] });
    }
    return value;
  }
}

/**
 * A class-validator rule for an id field: a text that is not a UUID is refused with `message` (default "<field>
 * must be a UUID."); a value of another type is left to the field's type rule (its "Required").
 */
export const IsId = (message?: string): PropertyDecorator =>
  ValidateBy({
    name: 'isId',
    validator: {
      validate: (value: unknown) => typeof value !== 'string' || isUuid(value),
      defaultMessage: (args) => message ?? idMessage(args?.property ?? 'id'),
    },
  });

const isIdText = (value: unknown): boolean => typeof value === 'string' && isUuid(value);

/** A list's items must be UUIDs: "Must be a UUID" at each item that is none (`formSubmissionIds.0`). */
export const EachId = (): PropertyDecorator => EachItem('idItem', isIdText, 'Must be a UUID');
