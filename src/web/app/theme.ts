import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Hextech teal for actions, gold for the brand and highlights: the palette players know
// from the game client, on a deep navy instead of Mantine's grey dark scheme.
const rift: MantineColorsTuple = [
  '#dffcf9',
  '#bff5ef',
  '#8eebe2',
  '#5be0d4',
  '#33d6c8',
  '#1accbe',
  '#0bbfb1',
  '#00a699',
  '#008f84',
  '#00776e',
];

const gold: MantineColorsTuple = [
  '#fbf5e8',
  '#f3e7cb',
  '#e8d3a0',
  '#dcbf75',
  '#d2ad52',
  '#c8aa6e',
  '#c39a37',
  '#a9822a',
  '#927022',
  '#7a5d18',
];

const dark: MantineColorsTuple = [
  '#d5dbe7',
  '#b1bacb',
  '#8892a8',
  '#5f6a82',
  '#3a4560',
  '#2b3550',
  '#1d2741',
  '#131c33',
  '#0d1528',
  '#080e1d',
];

export const theme = createTheme({
  primaryColor: 'rift',
  primaryShade: 6,
  autoContrast: true,
  colors: { rift, gold, dark },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '750',
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-body': '#0a1122',
    '--mantine-color-default-border': 'rgba(140, 160, 200, 0.16)',
  },
});
