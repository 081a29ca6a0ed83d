import { ValidateBy, type ValidationArguments } from 'class-validator';

/** A class-validator rule of our own: one test, one message (or a message made from the refused value). */
export const Rule = (
  name: string,
  validate: (value: unknown) => boolean,
  message: string | ((args: ValidationArguments) => string),
): PropertyDecorator =>
  ValidateBy({
    name,
    validator: {
      validate,
      defaultMessage: (args) => (typeof message === 'string' ? message : message(args!)),
    },
  });
