/** The two user administration screens of spec 1 §2.8: the account's (/users) and the super admin's (/admin/users). */
export type UserAdminVariant = 'account' | 'admin';

interface VariantTexts {
  listPath: string;
  created: string;
  edited: string;
  inviteSent: string;
}

/** Paths and the success toasts of spec 1 §8 per variant. */
export const VARIANTS: Record<UserAdminVariant, VariantTexts> = {
  account: {
    listPath: '/users',
    created: 'User created.',
    edited: 'User edited.',
    inviteSent: 'Invitation sent.',
  },
  admin: {
    listPath: '/admin/users',
    created: 'User Created',
    edited: 'User Edited',
    inviteSent: 'Invite sent successfully.',
  },
};

export const detailPath = (variant: UserAdminVariant, userId: string) =>
  `${VARIANTS[variant].listPath}/user-detail?userId=${encodeURIComponent(userId)}`;
