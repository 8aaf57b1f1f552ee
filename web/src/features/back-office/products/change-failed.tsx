import { ActionNote } from '@/features/back-office/common/action-note';
import styles from './products.module.css';

/** That a change to the products was not made, next to what asked for it; empty until then. */
export function ChangeFailed({ failed }: { failed: boolean }) {
  return (
    <ActionNote role="alert" className={styles.formError} message={failed && 'backOffice.actionFailed'} />
  );
}
