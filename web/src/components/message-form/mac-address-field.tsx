import { useId } from 'react';
import { useComponentMessages } from '@/i18n/component-catalogue';
import { MAC_ADDRESS_PATTERN } from '@shared/message-payloads';
import { InputField } from './form-fields';
import { macAddressFieldMessages } from './mac-address-field-messages';
import styles from './message-form.module.css';

/**
 * A home processor's MAC address, in any of the forms processors show it: the browser checks it as the server
 * will and says what is expected, under the format hint; refused by the server (`invalid`), it says so too.
 */
export function MacAddressField(
  props: Omit<Parameters<typeof InputField>[0], 'type' | 'pattern' | 'children' | 'aria-describedby'>,
) {
  const t = useComponentMessages(macAddressFieldMessages);
  const hintId = useId();
  const errorId = useId();
  const invalidMessage = t('macAddressField.invalid');
  return (
    <InputField
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      placeholder="00:0F:FF:12:34:56"
      {...props}
      pattern={MAC_ADDRESS_PATTERN}
      aria-describedby={props.invalid ? `${hintId} ${errorId}` : hintId}
      onInput={(event) => event.currentTarget.setCustomValidity('')}
      onInvalid={(event) => {
        const input = event.currentTarget;
        input.setCustomValidity(input.validity.patternMismatch ? invalidMessage : '');
      }}
    >
      <span id={hintId} className={styles.hint}>
        {t('macAddressField.hint')}
      </span>
      {props.invalid && (
        <p id={errorId} className={styles.fieldError}>
          {invalidMessage}
        </p>
      )}
    </InputField>
  );
}
