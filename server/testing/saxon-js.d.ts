/** The part of Saxon-JS's API (no published types) that the e-invoicing tests use. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetFileName: string;
    sourceText: string;
    destination: 'serialized';
  }
  /** A parsed document, only handed back to `XPath.evaluate`. */
  interface XmlDocument {
    readonly nodeType: number;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: string }>;
    getResource(options: { text: string; type: 'xml' }): Promise<XmlDocument>;
    XPath: { evaluate(expression: string, context: XmlDocument): unknown };
  };
  export default SaxonJS;
}
