import { Fragment, type ReactNode } from 'react';
import type { Localized } from '@/i18n/bilingual';
import styles from './legal-document.module.css';

/** A paragraph (string) or a bullet list. Strings may hold {email}, {business} and {app}, filled at render. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
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
        <hr className={styles.rule} />
        <LegalVersion lang="fr" text={props.text.fr} values={props.values} />
      </div>
    </article>
  );
}

function LegalVersion(props: { lang: 'en' | 'fr'; text: LegalText; values: LegalValues }) {
  const headingId = `legal-${props.lang}`;
  return (
    <section lang={props.lang} aria-labelledby={headingId} className={styles.version}>
      <h2 id={headingId}>{fill(props.text.title, props.values)}</h2>
      <p className={styles.effective}>{props.text.effective}</p>
      <Blocks blocks={props.text.intro} values={props.values} />
      {props.text.sections.map((section, index) => (
        <section key={section.heading} className={styles.section}>
          <h3>
            <span className={styles.number}>{index + 1}.</span> {section.heading}
          </h3>
          <Blocks blocks={section.blocks} values={props.values} />
        </section>
      ))}
    </section>
  );
}

function Blocks(props: { blocks: LegalBlock[]; values: LegalValues }) {
  return props.blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{fill(block, props.values)}</p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>{fill(item, props.values)}</li>
        ))}
      </ul>
    ),
  );
}

function fill(text: string, values: LegalValues): ReactNode {
  return text.split(/(\{(?:email|business|app)\})/).map((part, index) => {
    if (part === '{email}')
      return (
        <a key={index} href={`mailto:${values.email}`}>
          {values.email}
        </a>
      );
    if (part === '{business}') return <Fragment key={index}>{values.business}</Fragment>;
    if (part === '{app}') return <Fragment key={index}>{values.app}</Fragment>;
    return <Fragment key={index}>{renderStrong(part)}</Fragment>;
  });
}

/** `**label**` at the start of a list item sets a bold lead-in, as in "**Account information**: …". */
function renderStrong(text: string): ReactNode {
  const match = /^\*\*(.+?)\*\*(.*)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      <strong>{match[1]}</strong>
      {match[2]}
    </>
  );
}
