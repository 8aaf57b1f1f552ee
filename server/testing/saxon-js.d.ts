/** The part of Saxon-JS's API (no published types) that the e-invoicing tests use. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetFileName: string;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
