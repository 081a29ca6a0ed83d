import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

export class SetPasswordDto {
  @ApiProperty({ description: 'The token query parameter of the invitation link' })
  @IsString({ message: 'This invitation link is no longer valid.' })
  @MaxLength(200, { message: 'This invitation link is no longer valid.' })
  token: string;

  @ApiProperty({ minLength: 8 })
  @MaxLength(200, { message: 'Password must be at most 200 characters.' })
  @MinLength(8, { message: 'Password must be at least 8 characters.' })
  password: string;
}
