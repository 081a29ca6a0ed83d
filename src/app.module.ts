import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ScheduleModule } from '@nestjs/schedule';
import { join } from 'node:path';
import { AccountsModule } from './accounts/accounts.module.js';
import { AiFormsModule } from './ai-forms/ai-forms.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { AssetsModule } from './assets/assets.module.js';
import { AuthModule } from './auth/auth.module.js';
import { DeclaredAccessGuard } from './common/auth/auth.guards.js';
import { errorLoggingPlugin, formatGraphQLError } from './common/graphql/errors.js';
import { fastExecutionPlugin } from './common/graphql/fast-execution.js';
import { graphqlFastLane } from './common/graphql/fast-lane.js';
import { queryLimits } from './common/graphql/limits.js';
import { operationLimitsPlugin } from './common/graphql/operation-limits.js';
import { PageInfoResolver } from './common/graphql/page-info.js';
import { HttpErrorFilter } from './common/http/errors.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { FeatureFlagsModule } from './feature-flags/feature-flags.module.js';
import { FormsModule } from './forms/forms.module.js';
import { InvoicesModule } from './invoices/invoices.module.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { PriceBookModule } from './pricebook/pricebook.module.js';
import { SeedModule } from './seed/seed.module.js';
import { UsersModule } from './users/users.module.js';

const GRAPHQL_PATH = '/graphql';

/** Where the code-first schema is written for review (development and tests only). */
export const SCHEMA_FILE = join(process.cwd(), 'src/schema.graphql');

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    // Scheduled work (@Cron) takes a database advisory lock, so several instances run each job once.
    ScheduleModule.forRoot(),
    GraphQLModule.forRootAsync<ApolloDriverConfig>({
      driver: ApolloDriver,
      inject: [APP_CONFIG, HttpAdapterHost],
      useFactory: (config: AppConfig, adapterHost: HttpAdapterHost) => ({
        path: GRAPHQL_PATH,
        autoSchemaFile: config.nodeEnv === 'development' ? SCHEMA_FILE : true,
        sortSchema: true,
        playground: false,
        introspection: config.nodeEnv !== 'production',
        validationRules: [queryLimits()],
        // Field resolvers pass the guards like queries do: each @ResolveField declares its scopes.
        fieldResolverEnhancers: ['guards'],
        // Error codes are given in one place, formatGraphQLError, instead of Nest's partial mapping.
        autoTransformHttpErrors: false,
        formatError: formatGraphQLError,
        includeStacktraceInErrorResponses: config.graphqlDebug,
        // We send no cache hints; Apollo's default cache-control plugin would still wrap every field's resolver.
        // Queries of plain data below their root fields complete without graphql-js's per-field machinery, and such
        // a query sent again is answered without Apollo's request pipeline (docs/performance.md, items 1 and 15).
        plugins: [
          ApolloServerPluginCacheControlDisabled(),
          operationLimitsPlugin(),
          errorLoggingPlugin(),
          fastExecutionPlugin(),
          graphqlFastLane(adapterHost, GRAPHQL_PATH),
        ],
      }),
    }),
    HealthModule,
    AuthModule,
    UsersModule,
    AccountsModule,
    FeatureFlagsModule,
    AnalyticsModule,
    PriceBookModule,
    AssetsModule,
    JobsModule,
    FormsModule,
    InvoicesModule,
    AiFormsModule,
    SeedModule,
  ],
  providers: [
    PageInfoResolver,
    { provide: APP_GUARD, useClass: DeclaredAccessGuard },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
  ],
})
export class AppModule {}
