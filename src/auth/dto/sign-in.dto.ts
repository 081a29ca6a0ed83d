import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/email.js';

export class SignInDto {
  @ApiProperty({ example: 'office@summitcrane.example' })
  @IsEmailAddress('Please enter a valid e-mail address.')
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Groundcrew!2026' })
  @IsString()
  @IsNotEmpty({ message: 'Please enter your password.' })
  @MaxLength(200)
  password: string;
}

export class RefreshTokenDto {
  @ApiProperty({ description: 'The refresh token from sign-in or the last refresh' })
  @IsString()
  @IsNotEmpty({ message: 'A refresh token is required.' })
  @MaxLength(200)
  refreshToken: string;
}

export class SessionDto {
  @ApiProperty() accessToken: string;
  @ApiProperty({ description: 'Seconds until the access token expires' }) expiresIn: number;
  @ApiProperty({ description: 'Rotating: each refresh returns a new one; presenting an old one ends the session' })
  refreshToken: string;
  @ApiProperty({ enum: ['Bearer'] }) tokenType: 'Bearer';
}
