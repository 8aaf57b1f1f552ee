import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '@/features/back-office/common/back-office.module.css';

export interface ListTab {
  key: string;
  label: ReactNode;
  /** The list's query string with this tab's filter (`useListSearch().searchFor`). */
  search: string;
  current: boolean;
}

/** A list's views or statuses, one link each, the current one marked: a tab's list has an address of its own. */
export function ListTabs({
  label,
  pathname,
  tabs,
  className,
}: {
  /** The navigation's accessible name. */
  label: string;
  pathname: string;
  tabs: ListTab[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className ? `${styles.views} ${className}` : styles.views}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={{ pathname, search: tab.search }}
          aria-current={tab.current ? 'page' : undefined}
          className={styles.viewLink}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
