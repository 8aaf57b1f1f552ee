import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { BelowTheFold } from '@/components/below-the-fold';
import { PageMeta } from '@/components/page-meta';
import { Section, SectionHeading } from '@/components/section';
import { StepNumber } from '@/components/step-number';
import { useBrandText } from '@/components/use-brand-text';
import { useSettings } from '@/lib/settings';
import { servicesContent } from './services-content';
import styles from './services-page.module.css';
import { TechnologyLogos } from './technology-logos';

await servicesContent.preload();

export default function ServicesPage() {
  const content = servicesContent.useContent();
  const t = useBrandText();
  const { business } = useSettings();

  return (
    <>
      <PageMeta title="services.title" description="services.description" />
      <section className={`tone-dark ${styles.intro}`} aria-labelledby="services-title">
        <div className="container">
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 id="services-title" className={styles.title}>
            {content.title}
          </h1>
          <p className="lead">{content.lead}</p>
          <ol className={`plain-list card-grid ${styles.services}`}>
            {content.services.map((service, index) => (
              <li key={service.title} className={`card-dark ${styles.service}`}>
                <StepNumber index={index} className={`card-number ${styles.index}`} />
                <h2>{service.title}</h2>
                <p>{service.text}</p>
              </li>
            ))}
          </ol>
          <div className={styles.expertise}>
            <h2>{t(content.expertise.title)}</h2>
            <div className={styles.expertiseText}>
              {content.expertise.text.map((paragraph) => (
                <p key={paragraph}>{t(paragraph)}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <BelowTheFold>
        <Section tone="light" labelledBy="services-logos">
          <SectionHeading id="services-logos" {...content.logos} align="center" />
          <TechnologyLogos
            names={{ ...content.logos.names, brand: t(content.logos.names.brand) }}
            brand={business.controlSystemBrand}
          />
          <div className={styles.cta}>
            <p>{content.cta.text}</p>
            <Link to={paths.contact.path} className="button button--primary">
              {content.cta.link}
            </Link>
          </div>
        </Section>
      </BelowTheFold>
    </>
  );
}
