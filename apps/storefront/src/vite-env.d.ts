// Vite replaces `import.meta.env.SSR` with a constant in each build (true in the server's, false in
// the browser's), so code behind it is left out of the other build.
interface ImportMetaEnv {
  readonly SSR: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
