import { Query, Resolver } from '@nestjs/graphql';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { UserModel } from './models/user.model.js';
import { UsersService } from './users.service.js';
import type { UserView } from './user-view.js';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserModel, { description: 'The signed-in user' })
  @RequireScopes()
  me(@CurrentAccess() access: Access): Promise<UserView> {
    return this.users.profile(access);
  }
}
