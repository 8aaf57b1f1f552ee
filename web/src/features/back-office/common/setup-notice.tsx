import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/i18n/catalogue';
import { paths } from '@/lib/paths';

/**
 * What cannot be done as the site is set up: what (`title`), why (`children`), and the link to the setting
 * that would change it, where there is one.
 */
export function SetupNotice({
  id,
  className,
  title,
  children,
  setting,
}: {
  id?: string;
  className: string | undefined;
  title: MessageId;
  children: ReactNode;
  /** The item of `/user/setup` to open, and the link's words. */
  setting?: { item: string; link: MessageId };
}) {
  return (
    <div id={id} className={className}>
      <p>
        <strong>
          <FormattedMessage id={title} />
        </strong>{' '}
        {children}
      </p>
      {setting && (
        <p>
          <Link to={paths.userSetup.to(setting.item)}>
            <FormattedMessage id={setting.link} />
          </Link>
        </p>
      )}
    </div>
  );
}
