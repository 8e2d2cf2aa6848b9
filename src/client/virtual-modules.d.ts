/** Mantine's per-component stylesheets the app uses (scripts/mantine-styles.ts). */
declare module 'virtual:mantine-styles';
