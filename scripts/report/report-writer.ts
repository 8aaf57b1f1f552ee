import { markdownTable, textTable } from '../lib/bundle-size';

/** One bar of the quality report: met, missed, or not measurable on this machine (`ok: null`). */
export interface Bar {
  bar: string;
  ok: boolean | null;
  measured: string;
}

/** Collects the report's sections and bars: printed as they come, written as Markdown at the end. */
export class ReportWriter {
  readonly bars: Bar[] = [];
  private readonly markdown: string[] = [];

  section(title: string, header: string[], rows: string[][], note?: string): void {
    console.log(`\n${title}\n${textTable(header, rows)}${note ? `\n${note}` : ''}`);
    this.markdown.push(`## ${title}\n\n${markdownTable(header, rows)}\n${note ? `\n${note}\n` : ''}`);
  }

  bar(bar: Bar): void {
    this.bars.push(bar);
  }

  /** The bars as the report's last section, then the whole report as Markdown. */
  finish(heading: string): string {
    this.section(
      'Bars',
      ['bar', 'measured', 'met'],
      this.bars.map((b) => [b.bar, b.measured, b.ok === null ? 'not measurable here' : b.ok ? 'yes' : 'NO']),
    );
    return `# Quality report\n\n${heading}\n\n${this.markdown.join('\n')}`;
  }

  get missed(): boolean {
    return this.bars.some((b) => b.ok === false);
  }
}
