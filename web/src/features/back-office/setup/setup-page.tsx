import type { SetupItem } from '@shared/setup-schemas';
import { LoadFailedLine, Loading } from '@/features/back-office/common/list-view/load-state';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { PageMeta } from '@/components/page-meta';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { useSetupStatus } from './api';
import { codeTags, setupItemTexts, setupProblem } from './setup-texts';
import backOffice from '@/features/back-office/common/back-office.module.css';
import styles from './setup.module.css';

/**
 * `/user/setup`: each setting the site needs before its first invoice and licence, done or to do, and how to
 * set it. `?item=seller` (the link from a refused Send invoice) lands on that item.
 */
export default function SetupPage() {
  const setup = useSetupStatus();
  const target = new URLSearchParams(useLocation().search).get('item');
  const targetShown = Boolean(setup.data?.items.some((item) => item.id === target));
  // The reader lands on the item asked for once it is shown, otherwise on the page's heading.
  const heading = useHeadingFocus(`${target}:${targetShown}`);
  return (
    <>
      <PageMeta title="setup.title" description="backOffice.description" />
      <h1 ref={targetShown ? undefined : heading} tabIndex={-1}>
        <FormattedMessage id="setup.title" />
      </h1>
      <p className={backOffice.lead}>
        <FormattedMessage id="setup.intro" />
      </p>
      {setup.isPending && <Loading />}
      {setup.isError && <LoadFailedLine />}
      {setup.data && (
        <>
          {setup.data.complete && (
            <p className={styles.complete}>
              <FormattedMessage id="setup.complete" />
            </p>
          )}
          <ol className={styles.items}>
            {setup.data.items.map((item) => (
              <SetupItemCard
                key={item.id}
                item={item}
                headingRef={item.id === target ? heading : undefined}
              />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function SetupItemCard({
  item,
  headingRef,
}: {
  item: SetupItem;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const texts = setupItemTexts[item.id];
  const problem = setupProblem(item);
  const state = item.done ? 'done' : item.optional ? 'optional' : 'todo';
  const titleId = `setup-${item.id}`;
  return (
    <li className={styles.item} data-state={state} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          <FormattedMessage id={texts.title} />
        </h2>
        <span className={styles.state} data-state={state}>
          <FormattedMessage id={`setup.state.${state}`} />
        </span>
      </div>
      {problem && (
        <p className={styles.problem}>
          <FormattedMessage id={problem.id} values={problem.values} />
        </p>
      )}
      <p className={styles.how}>
        <FormattedMessage id={texts.how} values={codeTags} />
      </p>
      {(item.id === 'seller' || item.id === 'bank') && (
        <p className={styles.how}>
          <Link to={paths.userBusiness.path}>
            <FormattedMessage id="setup.item.seller.open" />
          </Link>
        </p>
      )}
    </li>
  );
}
