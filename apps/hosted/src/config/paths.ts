/** Every route string of this app, in one place; paths are relative to the app's base. */
export const paths = {
  home: { path: '/', href: () => '/' },
} as const;
