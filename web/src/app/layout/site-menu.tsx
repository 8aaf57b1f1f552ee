import { Menu } from 'lucide-react';
import { CloseButton } from '@/components/close-button';
import { memo, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { paths } from '@/lib/paths';
import { afterNextPaint, whenIdle } from '@/lib/when-idle';
import iconStyles from './icon-button.module.css';
import styles from './site-menu.module.css';

/** The menu's pages, in order, each named by its `shell.nav.<page>` message. */
const pages = ['home', 'domiko', 'services', 'store', 'contact'] as const;

/**
 * The burger menu, sliding in from the right. A modal <dialog> gives focus containment, Escape and an inert
 * page for free; this component adds the outside click and gives focus back to the burger. Its panel is
 * rendered once the page is idle after its first render (or on the first open, if that comes sooner): the
 * prerendered first screens share one top bar without it (docs/decisions/006), and opening the menu then only
 * shows what is already in the closed dialog, so the press is answered in the next frame.
 */
export function SiteMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  // In a transition: rendering the panel never makes a task long enough to delay a press.
  useEffect(() => whenIdle(() => startTransition(() => setOpened(true))), []);

  const hide = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    // A modal dialog makes the rest of the page inert, which restyles every element of it: that work waits for
    // the frame that shows the press (the burger lit up), and the menu slides in from the frame after.
    let cancelled = false;
    afterNextPaint(() => {
      if (!cancelled && !dialog.open) dialog.showModal();
    });
    return () => {
      cancelled = true;
    };
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
          if (event.target === event.currentTarget) hide();
        }}
      >
        {opened && <MenuPanel close={hide} />}
      </dialog>
    </>
  );
}

/** Memoised: opening and closing the menu leaves its links as they are. */
const MenuPanel = memo(function MenuPanel({ close }: { close: () => void }) {
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
});
