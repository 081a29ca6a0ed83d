/**
 * What a single select shows while nothing is chosen, unless told otherwise: apart from Select.tsx, so that its
 * stand-in (LazySelect.tsx) shows it without loading the select.
 */
export const SELECT_PLACEHOLDER = 'Select';
