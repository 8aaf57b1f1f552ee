import { AudioLines, Lightbulb, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BelowTheFold } from '@/components/below-the-fold';
import { PageMeta } from '@/components/page-meta';
import { ResponsiveImage } from '@/components/responsive-image';
import { Section, SectionHeading } from '@/components/section';
import { StepNumber } from '@/components/step-number';
import { TextList } from '@/components/text-list';
import { useBrandText } from '@/components/use-brand-text';
import { homeContent } from './home-content';
import styles from './home-page.module.css';

await homeContent.preload();

export default function HomePage() {
  const content = homeContent.useContent();
  const t = useBrandText();

  return (
    <>
      <PageMeta title="home.title" description="home.description" />
      <section className={`tone-dark ${styles.hero}`} aria-labelledby="home-title">
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className="eyebrow">{content.hero.eyebrow}</p>
            <h1 id="home-title">{content.hero.title}</h1>
            <p className="lead">{t(content.hero.lead)}</p>
            <div className="button-row">
              <Link to={paths.contact.path} className="button button--primary">
                {content.hero.primary}
              </Link>
              <Link to={paths.domiko.path} className="button button--ghost">
                {t(content.hero.secondary)}
              </Link>
            </div>
          </div>
          <div className={styles.heroMedia}>
            <ResponsiveImage
              name="dusk-villa"
              widths={[640, 1280]}
              width={1280}
              height={800}
              sizes="(min-width: 960px) 560px, 100vw"
              alt={content.hero.imageAlt}
              className={styles.heroImage}
              firstScreen="beside-text"
            />
            <ul className={`plain-list ${styles.scenes}`} aria-hidden="true">
              {content.hero.scenes.map((scene) => (
                <li key={scene.room}>
                  <span className={styles.sceneDot} />
                  <span>
                    <strong>{scene.room}</strong>
                    {scene.state}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="container">
          <ul className={`plain-list ${styles.facts}`}>
            {content.hero.facts.map((fact) => (
              <li key={fact.label}>
                <span className={styles.factValue}>{t(fact.value)}</span>
                <span className={styles.factLabel}>{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <HomeSections />
    </>
  );
}

/**
 * Lighting, sound and security, drawn in the page: an icon as an image (even a CSS background) is a document of
 * its own that the browser loads, lays out and paints on the main thread as the band arrives.
 */
const tradeIcons = [Lightbulb, AudioLines, ShieldCheck];

/** The home page below its first screen, a band per task: trades, process, platform, offers, installers and contact. */
function HomeSections() {
  const content = homeContent.useContent();
  const t = useBrandText();

  return (
    <BelowTheFold>
      <Section tone="light" labelledBy="home-trades">
        <SectionHeading id="home-trades" {...content.trades} />
        <ul className="plain-list card-grid">
          {content.trades.items.map((item, index) => {
            const TradeIcon = tradeIcons[index % tradeIcons.length]!;
            return (
              <li key={item.title} className={styles.trade}>
                <span className={styles.tradeIcon} aria-hidden="true">
                  <TradeIcon size={26} strokeWidth={1.6} />
                </span>
                <h3>{item.title}</h3>
                <p className="muted">{item.text}</p>
                <TextList items={item.points} className={`plain-list ${styles.points}`} />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="home-process">
        <SectionHeading id="home-process" {...content.process} />
        <ol className={`plain-list ${styles.steps}`}>
          {content.process.steps.map((step, index) => (
            <li key={step.title} className={`card-dark ${styles.step}`}>
              <StepNumber index={index} className={`card-number ${styles.stepNumber}`} />
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="light" labelledBy="home-platform">
        <div className={styles.split}>
          <div>
            <SectionHeading
              id="home-platform"
              eyebrow={content.platform.eyebrow}
              title={t(content.platform.title)}
            />
            {content.platform.text.map((paragraph) => (
              <p key={paragraph} className="muted">
                {t(paragraph)}
              </p>
            ))}
            <Link to={paths.services.path} className={styles.textLink}>
              {content.platform.link}
            </Link>
          </div>
          <figure className={styles.hub}>
            <figcaption className="visually-hidden">{content.platform.hubLabel}</figcaption>
            <div className={styles.hubCore}>
              <span className={styles.hubBrand}>{t('{brand}')}</span>
            </div>
            <TextList items={content.platform.hub} className={`plain-list ${styles.hubItems}`} />
          </figure>
        </div>
      </Section>

      <Section tone="dark" labelledBy="home-offers">
        <SectionHeading id="home-offers" eyebrow={content.offers.eyebrow} title={content.offers.title} />
        <ul className="plain-list card-grid">
          {(
            [
              [content.offers.app, paths.domiko.path],
              [content.offers.services, paths.services.path],
              [content.offers.store, paths.store.path],
            ] as const
          ).map(([offer, to]) => (
            <li key={to} className={styles.offer}>
              <h3>{t(offer.title)}</h3>
              <p>{t(offer.text)}</p>
              <Link to={to} className={styles.textLink}>
                {offer.link}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="light" labelledBy="home-installer">
        <div className={styles.banner}>
          <div>
            <p className="eyebrow">{content.installer.eyebrow}</p>
            <h2 id="home-installer">{content.installer.title}</h2>
            <p className="muted">{t(content.installer.text)}</p>
          </div>
          <Link to={paths.installer.path} className="button button--ghost">
            {content.installer.link}
          </Link>
        </div>
      </Section>

      <Section tone="dark" labelledBy="home-contact" className={styles.contact}>
        <div className={styles.contactInner}>
          <h2 id="home-contact">{content.contact.title}</h2>
          <p className="lead">{content.contact.text}</p>
          <Link to={paths.contact.path} className="button button--primary">
            {content.contact.link}
          </Link>
        </div>
      </Section>
    </BelowTheFold>
  );
}
