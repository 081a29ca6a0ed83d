import classes from './AppLayout.module.css';

/** The Groundcrew mark: a tower crane on the ground line, in an orange tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-orange-6)" />
      <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 25.5h20" />
        <path d="M11 25.5V7l-4 3.5h18" />
        <path d="M11 7l11 3.5" />
        <path d="M22 10.5v5" />
        <path d="M22 15.5a2 2 0 1 1-2 2" />
      </g>
    </svg>
  );
}

/** The mark with the "Groundcrew" wordmark under it, at the top of the navigation rail. */
export function Logo() {
  return (
    <div className={classes.brand} role="img" aria-label="Groundcrew" data-testid="brand-logo">
      <LogoMark />
      <span className={classes.wordmark}>Groundcrew</span>
    </div>
  );
}
