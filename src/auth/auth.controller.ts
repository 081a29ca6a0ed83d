import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { Public, RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { Profile, UsersService } from '../users/users.service.js';
import { ApiData } from '../common/http/envelope.js';
import { AuthService, TooManyAttemptsException } from './auth.service.js';
import { Session } from './session.model.js';
import { SetPasswordDto } from './dto/set-password.dto.js';
import { RefreshTokenDto, SignInDto } from './dto/sign-in.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Post('sign-in')
  @ApiData(Session)
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Sign in with e-mail and password; returns an access token and a refresh token' })
  @ApiTooManyRequestsResponse({
    description: 'Too many failed attempts for this e-mail or address; Retry-After gives the seconds to wait',
  })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Session> {
    try {
      return await this.auth.signIn(body.email, body.password, request.ip);
    } catch (error) {
      if (error instanceof TooManyAttemptsException) void reply.header('retry-after', String(error.retryAfter));
      throw error;
    }
  }

  @Post('refresh')
  @ApiData(Session)
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Exchange a refresh token for a new access token and refresh token' })
  refresh(@Body() body: RefreshTokenDto): Promise<Session> {
    return this.auth.refresh(body.refreshToken);
  }

  @Post('sign-out')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'End the session the refresh token belongs to' })
  async signOut(@Body() body: RefreshTokenDto): Promise<{ signedOut: true }> {
    await this.auth.signOut(body.refreshToken);
    return { signedOut: true };
  }

  @Post('set-password')
  @ApiData(Session)
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Set the password with an invitation link token; signs the user in' })
  setPassword(@Body() body: SetPasswordDto): Promise<Session> {
    return this.auth.setPassword(body.token, body.password);
  }

  @Get('me')
  @RequireScopes()
  @ApiOperation({ summary: 'The signed-in user, with account name and division names' })
  @ApiData(Profile)
  me(@CurrentAccess() access: Access): Promise<Profile> {
    return this.users.profile(access);
  }
}
