import { describe, expect, it } from '@jest/globals';
import { getMetadataStorage, IsInt, IsString, validate } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache.js';

class Base {
  @IsString() name: unknown;
}
class Child extends Base {
  @IsInt() size: unknown;
}

describe('cacheValidationMetadata', () => {
  it('answers the same rules, inherited ones included, and sees rules added later', async () => {
    const storage = getMetadataStorage();
    const before = storage.getTargetValidationMetadatas(Child, '', false, false);
    cacheValidationMetadata(storage);
    cacheValidationMetadata(storage); // once only
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toEqual(before);
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toBe(
      storage.getTargetValidationMetadatas(Child, '', false, false),
    );
    expect((await validate(Object.assign(new Child(), { name: 1, size: 'x' }))).map((e) => e.property)).toEqual([
      'size',
      'name',
    ]);
    IsString()(Child.prototype, 'label');
    expect(storage.getTargetValidationMetadatas(Child, '', false, false).map((m) => m.propertyName)).toContain('label');
  });
});
