import { FormattedMessage } from 'react-intl';
import { Link, useMatch } from 'react-router';
import { paths } from '@/lib/paths';
import { useMainStore } from '@/lib/session/main-store';
import { useSetupStatus } from './api';
import { setupItemTexts } from './setup-texts';
import styles from './setup.module.css';

/**
 * At the top of every back-office view of the owner, until everything needed is set: how many steps are done,
 * the ones left, and the way to the setup view (where it is not shown again).
 */
export function SetupChecklist() {
  const isOwner = useMainStore((state) => state.role === 'owner');
  const onSetupView = useMatch(paths.userSetup.path);
  const setup = useSetupStatus();
  if (!isOwner || onSetupView || !setup.data || setup.data.complete) return null;
  const needed = setup.data.items.filter((item) => !item.optional);
  const left = needed.filter((item) => !item.done);
  return (
    <aside aria-labelledby="setup-checklist" className={styles.checklist}>
      <h2 id="setup-checklist" className={styles.checklistTitle}>
        <FormattedMessage
          id="setup.checklist"
          values={{ done: needed.length - left.length, total: needed.length }}
        />
      </h2>
      <ul className={styles.left}>
        {left.map((item) => (
          <li key={item.id}>
            <Link to={paths.userSetup.to(item.id)}>
              <FormattedMessage id={setupItemTexts[item.id].title} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.userSetup.path} className="button button--ghost">
        <FormattedMessage id="setup.checklist.open" />
      </Link>
    </aside>
  );
}
