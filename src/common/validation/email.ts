import { IsEmail, type ValidationArguments } from 'class-validator';

/** The e-mail format error of forms whose spec gives no text of its own (branches, job contacts). */
export const INVALID_EMAIL = 'Invalid Email';

/** One e-mail rule for every input: class-validator's format check, with the form's message. */
export const IsEmailAddress = (
  message: string | ((args: ValidationArguments) => string) = INVALID_EMAIL,
): PropertyDecorator => IsEmail({}, { message });
