import { ACCOUNTS_ENTITIES } from '../accounts/accounts.module.js';
import { ANALYTICS_ENTITIES } from '../analytics/analytics.module.js';
import { ASSETS_ENTITIES } from '../assets/assets.module.js';
import { CATEGORIES_ENTITIES } from '../assets/categories.module.js';
import { AUTH_ENTITIES } from '../auth/auth.module.js';
import { BOOKINGS_ENTITIES } from '../bookings/bookings.module.js';
import { SESSIONS_ENTITIES } from '../auth/sessions.module.js';
import { DOCUMENT_LINKS_ENTITIES } from '../document-links/document-links.module.js';
import { FEATURE_FLAGS_ENTITIES } from '../feature-flags/feature-flags.module.js';
import { FILES_ENTITIES } from '../files/files.module.js';
import { FORMS_ENTITIES } from '../forms/forms.module.js';
import { INVOICES_ENTITIES } from '../invoices/invoices.module.js';
import { COLORS_ENTITIES } from '../jobs/colors.module.js';
import { JOBS_ENTITIES } from '../jobs/jobs.module.js';
import { MAIL_ENTITIES } from '../mail/mail.module.js';
import { PRICEBOOK_ENTITIES } from '../pricebook/pricebook.module.js';
import { USERS_ENTITIES } from '../users/users.module.js';

/**
 * Every module's tables, for the schema commands that run without the app (`generate`, `check`). The app gets the
 * same from each module's `TypeOrmModule.forFeature`; the database API test checks that the two agree.
 */
export const SCHEMA_ENTITIES = [
  ...ACCOUNTS_ENTITIES,
  ...USERS_ENTITIES,
  ...AUTH_ENTITIES,
  ...SESSIONS_ENTITIES,
  ...FEATURE_FLAGS_ENTITIES,
  ...ANALYTICS_ENTITIES,
  ...MAIL_ENTITIES,
  ...PRICEBOOK_ENTITIES,
  ...CATEGORIES_ENTITIES,
  ...ASSETS_ENTITIES,
  ...COLORS_ENTITIES,
  ...JOBS_ENTITIES,
  ...BOOKINGS_ENTITIES,
  ...FILES_ENTITIES,
  ...FORMS_ENTITIES,
  ...INVOICES_ENTITIES,
  ...DOCUMENT_LINKS_ENTITIES,
];
