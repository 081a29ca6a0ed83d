import { ValidateBy } from 'class-validator';

/** The item rules by constraint name: the error mapping names the refused items by their index. */
const ITEM_RULES = new Map<string, (item: unknown) => boolean>();

/**
 * A class-validator rule of each item of a list (a value that is no list is left to the list's own rule). Its
 * refusal is given at each refused item, `formSubmissionIds.0`, as a list of objects gives its items' (flattened by
 * the validation pipe's exception factory through `refusedItems`).
 */
export function EachItem(name: string, validate: (item: unknown) => boolean, message: string): PropertyDecorator {
  ITEM_RULES.set(name, validate);
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || value.every((item) => validate(item)),
      defaultMessage: () => message,
    },
  });
}

/** The indexes of the items of `value` an item rule refused; null when `constraint` is no item rule. */
export function refusedItems(constraint: string, value: unknown): number[] | null {
  const validate = ITEM_RULES.get(constraint);
  if (!validate || !Array.isArray(value)) return null;
  return value.flatMap((item, index) => (validate(item) ? [] : [index]));
}
