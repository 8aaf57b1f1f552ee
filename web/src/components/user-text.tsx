import { inertText } from '@shared/inert-text';

/**
 * Text someone typed (a visitor's name or message, a colleague's name), shown as typed: in the order it was
 * typed (direction controls removed, see inertText) and isolated from what surrounds it, so that a name in a
 * right-to-left script does not reorder the line it sits in. For a string that goes into a message or an
 * attribute, use inertText itself.
 */
export function UserText({ children }: { children: string }) {
  return <bdi>{inertText(children)}</bdi>;
}
