// Every migration, oldest first. `npm run migration:generate -- <Name>` writes a new file: add it here.
import { Initial1795381012905 } from './1795381012905-Initial.js';

export const MIGRATIONS = [Initial1795381012905];
