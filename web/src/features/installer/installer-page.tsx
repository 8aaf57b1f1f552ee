import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BelowTheFold } from '@/components/below-the-fold';
import { PageMeta } from '@/components/page-meta';
import { ResponsiveImage } from '@/components/responsive-image';
import { Section, SectionHeading } from '@/components/section';
import { TextList } from '@/components/text-list';
import { useBrandText } from '@/components/use-brand-text';
import { installerContent } from './installer-content';
import styles from './installer-page.module.css';

await installerContent.preload();

/**
 * The plan shows beside the header's text from this width. On a phone the text covers it under the shade that
 * keeps the text readable: a drawn grid takes its place there, and the phone fetches no picture.
 */
const planShownFrom = '(min-width: 640px)';

export default function InstallerPage() {
  const content = installerContent.useContent();
  const t = useBrandText();

  return (
    <>
      <PageMeta title="installer.title" description="installer.description" />
      <header className={`tone-dark ${styles.header}`}>
        <div className={styles.background}>
          <ResponsiveImage
            name="installer-plan"
            widths={[960, 1920]}
            width={1920}
            height={900}
            sizes="100vw"
            alt={content.header.imageAlt}
            className={styles.backgroundImage}
            firstScreen="main"
            media={planShownFrom}
          />
        </div>
        <div className={`container ${styles.headerContent}`}>
          <p className="eyebrow">{content.header.eyebrow}</p>
          <h1>{t(content.header.title)}</h1>
          <p className="lead">{content.header.text}</p>
          <Link to={paths.contact.path} className="button button--primary">
            {content.header.cta}
          </Link>
        </div>
      </header>

      <InstallerSections />
    </>
  );
}

/** The installer page below its first screen: one band per subject, a band per task. */
function InstallerSections() {
  const content = installerContent.useContent();
  const t = useBrandText();

  return (
    <BelowTheFold>
      {content.sections.map((section, index) => {
        const headingId = `installer-${section.id}`;
        return (
          <Section key={section.id} tone={index % 2 === 0 ? 'light' : 'dark'} labelledBy={headingId}>
            <div className={styles.split}>
              <SectionHeading id={headingId} eyebrow={section.eyebrow} title={t(section.title)} />
              <div>
                {section.text.map((paragraph) => (
                  <p key={paragraph} className={styles.text}>
                    {t(paragraph)}
                  </p>
                ))}
                <TextList items={section.points.map(t)} className={`plain-list ${styles.points}`} />
              </div>
            </div>
          </Section>
        );
      })}
    </BelowTheFold>
  );
}
