import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { BackOfficeProduct } from '@shared/product-schemas';
import { PageMeta } from '@/components/page-meta';
import { useLocale } from '@/i18n/locale-store';
import { paths } from '@/lib/paths';
import { useMainStore } from '@/lib/session/main-store';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { ProductForm } from './product-form';
import { useCreateProduct, useProducts, useReorderProducts } from './products-api';
import { eurosFromCents } from './price-text';
import styles from './products.module.css';

/** `/user/products`: the store's drivers in store order; the owner reorders them and adds new ones. */
export default function ProductsPage() {
  const products = useProducts();
  const heading = useHeadingFocus();
  const isOwner = useMainStore((state) => state.role === 'owner');
  return (
    <>
      <PageMeta title="products.title" description="products.description" />
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage id="products.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id={isOwner ? 'products.lead' : 'products.readOnly'} />
      </p>
      {products.isPending && (
        <p role="status">
          <FormattedMessage id="backOffice.loading" />
        </p>
      )}
      {products.isError && (
        <div className={styles.loadError} role="alert">
          <p>
            <FormattedMessage id="backOffice.loadFailed" />
          </p>
        </div>
      )}
      {products.data && <ProductList products={products.data} canChange={isOwner} />}
      {isOwner && <AddProduct />}
    </>
  );
}

function ProductList({ products, canChange }: { products: BackOfficeProduct[]; canChange: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const reorder = useReorderProducts();
  const [moved, setMoved] = useState<{ key: string; position: number } | null>(null);
  if (products.length === 0) {
    return (
      <p>
        <FormattedMessage id="products.empty" />
      </p>
    );
  }
  const move = (index: number, by: -1 | 1) => {
    const keys = products.map((product) => product.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    setMoved({ key: key!, position: index + by + 1 });
    reorder.mutate(keys);
  };
  const movedTitle = moved && products.find((product) => product.key === moved.key)?.title[locale];
  return (
    <>
      <ol className={styles.list}>
        {products.map((product, index) => {
          const title = product.title[locale];
          return (
            <li key={product.key} className={styles.row} data-published={product.published}>
              <div className={styles.rowMain}>
                <Link to={paths.userProduct.to(product.key)} className={styles.rowLink}>
                  {title}
                </Link>
                <span className={styles.rowMeta}>
                  <code>{product.key}</code>
                  <span>
                    {product.priceExclVatCents > 0 ? (
                      `${eurosFromCents(product.priceExclVatCents, locale)} €`
                    ) : (
                      <FormattedMessage id="products.free" />
                    )}
                  </span>
                  <span className={styles.badge} data-published={product.published}>
                    <FormattedMessage
                      id={product.published ? 'products.published' : 'products.unpublished'}
                    />
                  </span>
                </span>
              </div>
              {canChange && (
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={intl.formatMessage({ id: 'products.moveUp' }, { title })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" size={18} />
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={index === products.length - 1 || reorder.isPending}
                    aria-label={intl.formatMessage({ id: 'products.moveDown' }, { title })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" size={18} />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p role="status" className={styles.saved}>
        {moved && movedTitle && !reorder.isPending && !reorder.isError && (
          <FormattedMessage id="products.moved" values={{ title: movedTitle, position: moved.position }} />
        )}
      </p>
      <p role="alert" className={styles.formError}>
        {reorder.isError && <FormattedMessage id="backOffice.actionFailed" />}
      </p>
    </>
  );
}

function AddProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct((product) => navigate(paths.userProduct.to(product.key)));
  return (
    <section aria-labelledby="products-add" className={styles.section}>
      <h2 id="products-add">
        <FormattedMessage id="products.add" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="products.add.intro" />
      </p>
      <ProductForm
        initial={null}
        pending={create.isPending}
        error={create.error}
        submitLabel="products.create"
        pendingLabel="products.creating"
        onSubmit={(details) => create.mutate(details)}
      />
    </section>
  );
}
