import type { ReactNode } from 'react';
import type { Language } from '@shared/language';
import type { Localized } from '@shared/language';
import { useCopyFormatter } from '@/i18n/format-copy';
import { BelowTheFold } from './below-the-fold';
import styles from './legal-document.module.css';

/**
 * A paragraph (string) or a bullet list. Strings are ICU messages: `{email}` (a mail link), `{business}` and
 * `{app}` are filled at render, and `<strong>…</strong>` sets a bold lead-in, as in "<strong>Account
 * information</strong>: …".
 */
type LegalBlock = string | { list: string[] };

interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/** One language's version of a legal text: the document is shown in English, then in French. */
export interface LegalText {
  title: string;
  effective: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

export interface LegalValues {
  email: string;
  business: string;
  app: string;
  /**
   * How long messages sent through the site are kept, in months. Texts write it `{retentionMonths}`, also inside
   * a plural (English needs one, French does not), never `#`: `#` formats with `Intl.NumberFormat`, whose first use makes Chromium build its number data
   * (12 ms of main thread here, about 100 at the report's calibrated slowdown, docs/decisions/006). The setting
   * is an integer from 1 to 120, written the same way in both languages.
   */
  retentionMonths: number;
}

/**
 * A legal page: a localized page header, then the English text, a horizontal rule and the French text, each
 * marked with its language and with numbered section headings. The print stylesheet keeps only the texts.
 */
export function LegalDocument(props: {
  header: { eyebrow: string; title: string; note: string };
  text: Localized<LegalText>;
  values: LegalValues;
}) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <div className={`container ${styles.column}`}>
          <p className="eyebrow">{props.header.eyebrow}</p>
          <h1>{props.header.title}</h1>
          <p className={styles.note}>{props.header.note}</p>
        </div>
      </header>
      <div className={`container ${styles.column} ${styles.body}`}>
        <LegalVersion lang="en" text={props.text.en} values={props.values} />
        <BelowTheFold>
          <hr className={styles.rule} />
          <LegalVersion lang="fr" text={props.text.fr} values={props.values} />
        </BelowTheFold>
      </div>
    </article>
  );
}

type Fill = (text: string) => ReactNode;

function LegalVersion(props: { lang: Language; text: LegalText; values: LegalValues }) {
  const headingId = `legal-${props.lang}`;
  const copy = useCopyFormatter();
  const { email, business, app, retentionMonths } = props.values;
  const fill: Fill = (text) =>
    copy.rich(
      text,
      {
        email: <a href={`mailto:${email}`}>{email}</a>,
        business,
        app,
        retentionMonths,
        strong: (chunks) => <strong>{chunks}</strong>,
      },
      props.lang,
    );
  return (
    <section lang={props.lang} aria-labelledby={headingId} className={styles.version}>
      <h2 id={headingId}>{fill(props.text.title)}</h2>
      <p className={styles.effective}>{props.text.effective}</p>
      <Blocks blocks={props.text.intro} fill={fill} />
      {props.text.sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h3>
            <span className={styles.number}>{index + 1}.</span> {section.heading}
          </h3>
          <Blocks blocks={section.blocks} fill={fill} />
        </section>
      ))}
    </section>
  );
}

function Blocks(props: { blocks: LegalBlock[]; fill: Fill }) {
  return props.blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{props.fill(block)}</p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>{props.fill(item)}</li>
        ))}
      </ul>
    ),
  );
}
