import { describe, expect, it, jest } from '@jest/globals';
import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, ValidateBy, ValidateNested } from 'class-validator';
import { validationExceptionFactory } from '../http/errors.js';
import { RememberingValidationPipe } from './remembering-validation.pipe.js';

let checks = 0;
const Counted = () => ValidateBy({ name: 'counted', validator: { validate: () => ++checks > 0 } });

class PageDto {
  @IsInt()
  @Max(100)
  @Counted()
  limit!: number;
}

class FiltersDto {
  @IsOptional()
  @IsString()
  name?: string;

  @ValidateNested()
  @Type(() => PageDto)
  page!: PageDto;
}

class OptionalDto {
  @IsOptional()
  @IsString()
  name?: string;
}

const body: ArgumentMetadata = { type: 'body', metatype: FiltersDto };
const pipe = () =>
  new RememberingValidationPipe({ whitelist: true, transform: true, exceptionFactory: validationExceptionFactory });

describe('RememberingValidationPipe', () => {
  it('validates an input once, and answers a fresh copy of the same instance after', async () => {
    const validation = pipe();
    checks = 0;
    const first = (await validation.transform({ name: 'a', page: { limit: 5 }, extra: 1 }, body)) as FiltersDto;
    const second = (await validation.transform({ name: 'a', page: { limit: 5 }, extra: 1 }, body)) as FiltersDto;
    expect(checks).toBe(1);
    for (const answer of [first, second]) {
      expect(answer).toBeInstanceOf(FiltersDto);
      expect(answer.page).toBeInstanceOf(PageDto);
      expect(answer).toEqual({ name: 'a', page: { limit: 5 } }); // whitelisted, both times
    }
    expect(second).not.toBe(first);
    expect(second.page).not.toBe(first.page);
    second.page.limit = 99;
    const third = (await validation.transform({ name: 'a', page: { limit: 5 }, extra: 1 }, body)) as FiltersDto;
    expect(third.page.limit).toBe(5);
  });

  it('refuses a failing input every time with the same error', async () => {
    const validation = pipe();
    const failing = { page: { limit: 500 } };
    const first = await validation.transform(failing, body).catch((error: unknown) => error);
    const second = await validation.transform(failing, body).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(Error);
    expect(second).toEqual(first);
  });

  it('validates inputs that are not plain data every time', async () => {
    const validation = pipe();
    checks = 0;
    for (const input of [{ name: undefined, page: { limit: 5 } }, { page: { limit: 5, at: new Date(0) } }]) {
      await validation.transform(input, body);
      await validation.transform(input, body);
    }
    expect(checks).toBe(4);
  });

  it('remembers an absent input, validated as an empty object', async () => {
    const validation = pipe();
    const validate = jest.spyOn(ValidationPipe.prototype as unknown as { validate: () => unknown }, 'validate');
    const optional: ArgumentMetadata = { type: 'body', metatype: OptionalDto };
    expect(await validation.transform(undefined, optional)).toBeInstanceOf(OptionalDto);
    expect(await validation.transform(undefined, optional)).toBeInstanceOf(OptionalDto);
    expect(validate).toHaveBeenCalledTimes(1);
    const required = () => validation.transform(undefined, { type: 'body', metatype: PageDto });
    await expect(required()).rejects.toBeInstanceOf(Error); // "limit" is required
    await expect(required()).rejects.toBeInstanceOf(Error);
    expect(validate).toHaveBeenCalledTimes(3);
    validate.mockRestore();
  });

  it('tells inputs apart by their JSON and their class', async () => {
    const validation = pipe();
    checks = 0;
    await validation.transform({ page: { limit: 5 } }, body);
    await validation.transform({ page: { limit: 6 } }, body);
    expect(await validation.transform({ limit: 5 }, { type: 'body', metatype: PageDto })).toBeInstanceOf(PageDto);
    expect(checks).toBe(3);
  });
});
