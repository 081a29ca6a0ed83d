// Every migration, oldest first. `npm run migration:generate -- <Name>` writes a new file: add it here.
import { Initial1795380787523 } from './1795380787523-Initial.js';

export const MIGRATIONS = [Initial1795380787523];
