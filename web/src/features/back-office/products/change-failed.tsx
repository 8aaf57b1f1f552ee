import { ActionNote } from '@/features/back-office/common/action-note';
import fields from '@/features/back-office/common/form-fields.module.css';

/** That a change to the products was not made, next to what asked for it; empty until then. */
export function ChangeFailed({ failed }: { failed: boolean }) {
  return (
    <ActionNote role="alert" className={fields.formError} message={failed && 'backOffice.actionFailed'} />
  );
}
