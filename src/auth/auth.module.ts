import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SignInAttempt } from './sign-in-attempt.entity.js';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { UsersModule } from '../users/users.module.js';
import { accessTokenKey } from './access-token-key.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionsModule } from './sessions.module.js';
import { SessionCheck } from './session-check.js';
import { SignInLimiter } from './sign-in-limiter.js';

/** The tables this module owns: registered with TypeORM here, and listed for the schema commands (src/cli/). */
export const AUTH_ENTITIES = [SignInAttempt];

@Module({
  imports: [
    TypeOrmModule.forFeature(AUTH_ENTITIES),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: accessTokenKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    UsersModule,
    SessionsModule,
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy, SessionCheck, SignInLimiter],
  exports: [AuthService],
})
export class AuthModule {}
