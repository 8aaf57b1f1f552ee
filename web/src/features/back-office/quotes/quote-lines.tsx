import { lineNetCents, quoteUnits, quoteVatRates } from '@shared/quote-schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros } from '@/features/back-office/common/format';
import { TitledSection } from '@/components/titled-section';
import { type LineValues, lineOf, newLine } from './quote-form';
import { QuoteField, QuoteInput, QuoteSelect } from './quote-field';
import { usePercent } from './quote-totals';
import styles from './quotes.module.css';

type LineField = 'description' | 'quantity' | 'unitPriceCents' | 'vatRatePercent' | 'line';

/** Where the focus goes once the lines have changed: a control of a line, or the Add button. */
type FocusTarget = { key: number; control: 'description' | 'up' | 'down' } | 'add';

/**
 * The quote's lines: each with its description, quantity, unit, unit price excl. VAT and VAT rate, and its
 * total; added, moved and removed by buttons that keep the focus where the owner is (announced politely).
 */
export function QuoteLines({
  lines,
  onChange,
  errorOf,
}: {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  /** Why a line's field was refused, by the line's position. */
  errorOf: (index: number, field: LineField) => ReactNode;
}) {
  const intl = useIntl();
  const percent = usePercent();
  const [announced, setAnnounced] = useState<ReactNode>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'add') addButton.current?.focus();
    else document.getElementById(`quote-line-${target.key}-${target.control}`)?.focus();
  });

  const update = (index: number, change: Partial<LineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const next = [...lines];
    const [line] = next.splice(index, 1);
    next.splice(to, 0, line!);
    // The same button keeps the focus, unless the line reached the end it was moving to.
    const edge = to === 0 || to === lines.length - 1;
    focusNext.current = { key: line!.key, control: edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' };
    setAnnounced(<FormattedMessage id="quotes.line.moved" values={{ number: to + 1 }} />);
    onChange(next);
  }

  function remove(index: number) {
    const next = lines.filter((_, at) => at !== index);
    const after = next[index] ?? next[index - 1];
    focusNext.current = after ? { key: after.key, control: 'description' } : 'add';
    setAnnounced(<FormattedMessage id="quotes.line.removed" />);
    onChange(next);
  }

  function add() {
    const line = newLine();
    focusNext.current = { key: line.key, control: 'description' };
    setAnnounced(null);
    onChange([...lines, line]);
  }

  /** A line's quantity or unit price, typed as the owner writes a number. */
  const numberInput = (index: number, field: 'quantity' | 'unitPrice') => (
    <QuoteInput
      label={`quotes.line.${field}`}
      error={errorOf(index, field === 'quantity' ? 'quantity' : 'unitPriceCents')}
      inputMode="decimal"
      required
      value={lines[index]![field]}
      onValue={(value) => update(index, { [field]: value })}
    />
  );

  return (
    <TitledSection id="quote-lines-title" title="quotes.lines" className={styles.section}>
      <ol className={styles.lines} aria-labelledby="quote-lines-title">
        {lines.map((line, index) => {
          const number = index + 1;
          const amounts = lineOf(line);
          const id = (control: string) => `quote-line-${line.key}-${control}`;
          return (
            <li key={line.key} className={styles.line}>
              <fieldset>
                <legend className={styles.lineTitle}>
                  <FormattedMessage id="quotes.line" values={{ number }} />
                </legend>
                <QuoteField
                  id={id('description')}
                  label="quotes.line.description"
                  error={errorOf(index, 'description')}
                  className={styles.description}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      rows={3}
                      maxLength={500}
                      required
                      value={line.description}
                      onChange={(event) => update(index, { description: event.target.value })}
                    />
                  )}
                </QuoteField>
                <div className={styles.lineNumbers}>
                  {numberInput(index, 'quantity')}
                  <QuoteSelect
                    label="quotes.line.unit"
                    value={line.unit}
                    options={quoteUnits}
                    labelOf={(unit) => intl.formatMessage({ id: `quotes.unit.${unit}` })}
                    onValue={(unit) => update(index, { unit })}
                  />
                  {numberInput(index, 'unitPrice')}
                  <QuoteSelect
                    label="quotes.line.vatRate"
                    error={errorOf(index, 'vatRatePercent')}
                    value={line.vatRatePercent}
                    options={quoteVatRates}
                    labelOf={percent}
                    onValue={(vatRatePercent) => update(index, { vatRatePercent })}
                  />
                </div>
                {errorOf(index, 'line') && <p className={styles.lineError}>{errorOf(index, 'line')}</p>}
                <div className={styles.lineFooter}>
                  <p className={styles.lineNet}>
                    {amounts ? (
                      <>
                        <FormattedMessage id="quotes.line.net" />{' '}
                        <strong>{formatEuros(intl, lineNetCents(amounts))}</strong>
                      </>
                    ) : (
                      <FormattedMessage id="quotes.line.netUnknown" />
                    )}
                  </p>
                  <div className={styles.lineButtons}>
                    <button
                      id={id('up')}
                      type="button"
                      className="button button--ghost"
                      disabled={index === 0}
                      aria-label={intl.formatMessage({ id: 'quotes.line.up' }, { number })}
                      onClick={() => move(index, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      id={id('down')}
                      type="button"
                      className="button button--ghost"
                      disabled={index === lines.length - 1}
                      aria-label={intl.formatMessage({ id: 'quotes.line.down' }, { number })}
                      onClick={() => move(index, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={lines.length === 1}
                      aria-label={intl.formatMessage({ id: 'quotes.line.remove' }, { number })}
                      onClick={() => remove(index)}
                    >
                      <FormattedMessage id="quotes.line.removeShort" />
                    </button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button ref={addButton} type="button" className="button button--ghost" onClick={add}>
        <FormattedMessage id="quotes.line.add" />
      </button>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
    </TitledSection>
  );
}
