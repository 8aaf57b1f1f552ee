/** The signed-in person's passkeys, a section of My account. */
export { PasskeysSection } from './passkeys-section';
