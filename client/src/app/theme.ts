import { Badge, createTheme, type MantineColorsTuple } from '@mantine/core';

const navy: MantineColorsTuple = [
  '#eef3fb',
  '#d9e2f1',
  '#b0c3e3',
  '#84a2d5',
  '#6086c9',
  '#4974c3',
  '#3c6bc1',
  '#2e5aab',
  '#24417a',
  '#14233f',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  components: {
    // A status badge is read whole: it keeps its text's width instead of cutting it ("UNAVAILA…").
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
  },
});
