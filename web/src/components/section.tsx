import type { ReactNode } from 'react';
import styles from './section.module.css';

export type Tone = 'dark' | 'light';

/**
 * One band of a page: full-width background in the site's dark or light tone, content in the container.
 * Pages alternate tones; `labelledBy` names the section after its heading for assistive technology.
 */
export function Section(props: {
  tone: Tone;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
  /** `narrow` keeps long reading text at a comfortable line length. */
  width?: 'wide' | 'narrow';
}) {
  const classes = [styles.section, `tone-${props.tone}`, props.className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={props.labelledBy} data-tone={props.tone}>
      <div className={`container ${props.width === 'narrow' ? styles.narrow : ''}`}>{props.children}</div>
    </section>
  );
}

/**
 * The title block at the top of a section: an eyebrow line, the heading and an optional lead paragraph. A
 * section's copy with those three can be spread into it; its other fields are not read.
 */
export function SectionHeading(props: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  level?: 2 | 3;
}) {
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <div className={`${styles.heading} ${props.align === 'center' ? styles.center : ''}`}>
      {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
      <Heading id={props.id}>{props.title}</Heading>
      {props.lead && <p className="lead">{props.lead}</p>}
    </div>
  );
}
