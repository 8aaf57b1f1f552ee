import { Menu } from 'lucide-react';
import { CloseButton } from '@/components/close-button';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { paths } from '@/lib/paths';
import iconStyles from './icon-button.module.css';
import styles from './site-menu.module.css';

/** The menu's pages, in order, each named by its `shell.nav.<page>` message. */
const pages = ['home', 'domiko', 'services', 'store', 'contact'] as const;

/**
 * The burger menu, sliding in from the right. A modal <dialog> gives focus containment, Escape and an inert
 * page for free; this component adds the outside click and gives focus back to the burger. Its panel is
 * rendered from the first time it opens: until then every page's top bar is the same markup, which the
 * prerendered first screens share (docs/decisions/006).
 */
export function SiteMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onClose = () => {
    setOpen(false);
    burgerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className={iconStyles.iconButton}
        aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
      >
        <Menu size={24} aria-hidden="true" />
      </button>
      {/* The click handler only catches clicks on the backdrop; the keyboard closes the dialog with Escape. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        id="site-menu"
        ref={dialogRef}
        className={styles.menu}
        aria-label={intl.formatMessage({ id: 'shell.menu.title' })}
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        {opened && <MenuPanel close={() => setOpen(false)} />}
      </dialog>
    </>
  );
}

function MenuPanel({ close }: { close: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <span className={styles.title} aria-hidden="true">
          <FormattedMessage id="shell.menu.title" />
        </span>
        <CloseButton
          label="shell.menu.close"
          className={iconStyles.iconButton}
          iconSize={24}
          onClick={close}
        />
      </div>
      <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
        <ul className={styles.links}>
          {pages.map((page) => (
            <li key={page}>
              <NavLink to={paths[page].path} end className={styles.link} onClick={close}>
                <FormattedMessage id={`shell.nav.${page}`} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
