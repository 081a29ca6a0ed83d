import { track } from '../api/analytics';

export const HELP_CENTER_URL = 'https://help.groundcrew.app';

/** "Support": opens the help centre in a new tab and records "help center viewed". */
export function openHelpCenter() {
  track('help center viewed');
  window.open(HELP_CENTER_URL, '_blank', 'noopener,noreferrer');
}
