import styles from './account-pages.module.css';

/** The server's refusal of one field, under it: the field names `id` in its `aria-describedby`. */
export function FieldRefusal({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className={styles.fieldError}>
      {message}
    </p>
  ) : null;
}
