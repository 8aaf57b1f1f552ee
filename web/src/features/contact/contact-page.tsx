import { type LucideIcon, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/i18n/catalogue';
import { PageMeta } from '@/components/page-meta';
import { useSettings } from '@/lib/settings';
import { ContactForm } from './contact-form';
import { InstagramIcon, LinkedinIcon } from './social-icons';
import styles from './contact-page.module.css';

export default function ContactPage() {
  const { business } = useSettings();
  const phoneHref = `tel:${business.phone.replace(/[^+\d]/g, '')}`;

  return (
    <>
      <PageMeta title="contact.title" description="contact.description" />
      <section className={`${styles.hero} tone-dark`}>
        <div className="container">
          <h1>
            <FormattedMessage id="contact.heading" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="contact.lead" />
          </p>
        </div>
      </section>
      <section className={`${styles.body} container`}>
        <aside className={styles.details} aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className={styles.businessName}>
            {business.businessName}
          </h2>
          <dl className={styles.list}>
            <Detail icon={UserRound} label="contact.details.owner">
              {business.ownerName}
            </Detail>
            <Detail icon={MapPin} label="contact.details.address">
              <address>
                {business.postalAddress.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </Detail>
            <Detail icon={Phone} label="contact.details.phone">
              <a href={phoneHref}>{business.phone}</a>
            </Detail>
            <Detail icon={Mail} label="contact.details.email">
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </Detail>
          </dl>
          <p className={styles.socialHeading}>
            <FormattedMessage id="contact.details.social" />
          </p>
          <ul className={styles.social}>
            <SocialLink href={business.linkedinUrl} icon={LinkedinIcon} label="contact.details.linkedin" />
            <SocialLink href={business.instagramUrl} icon={InstagramIcon} label="contact.details.instagram" />
          </ul>
        </aside>
        <ContactForm />
      </section>
    </>
  );
}

/** One of the business's details: its icon and name, then the detail itself. */
function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: MessageId;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>
        <Icon aria-hidden="true" size={18} />
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A link to one of the business's pages on a social network, opened in a new tab. */
function SocialLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: MessageId }) {
  return (
    <li>
      <a href={href} rel="noopener noreferrer" target="_blank">
        <Icon size={18} />
        <FormattedMessage id={label} />
      </a>
    </li>
  );
}
