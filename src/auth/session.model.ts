import { ApiProperty } from '@nestjs/swagger';

/** What sign-in, refresh and set-password answer. */
export class Session {
  @ApiProperty() accessToken: string;
  @ApiProperty({ description: 'Seconds until the access token expires' }) expiresIn: number;
  @ApiProperty() refreshToken: string;
  @ApiProperty({ enum: ['Bearer'] }) tokenType: 'Bearer';
}
