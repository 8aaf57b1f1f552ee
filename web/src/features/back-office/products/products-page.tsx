import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { BackOfficeProduct } from '@shared/product-schemas';
import { useLanguage } from '@/i18n/language-store';
import { paths } from '@/lib/paths';
import { useMainStore } from '@/lib/session/main-store';
import { ListFilters } from '@/features/back-office/common/list-view/list-filters';
import { listSearch, oneOf, searchText } from '@/features/back-office/common/list-view/list-search';
import { type ListQuery, ListResults } from '@/features/back-office/common/list-view/list-results';
import { ListTabs } from '@/features/back-office/common/list-view/list-tabs';
import { useListSearch } from '@/features/back-office/common/list-view/use-list-search';
import { ProductForm } from './product-form';
import { useCreateProduct, useProducts, useReorderProducts } from './api';
import { eurosFromCents } from './price-text';
import { ChangeFailed } from './change-failed';
import { ProductSection } from './product-section';
import cards from '@/features/back-office/common/card-list.module.css';
import fields from '@/features/back-office/common/form-fields.module.css';
import styles from './products.module.css';
import { ViewTitle, withMessages } from '@/features/back-office/common/view-page';
import { productsMessages } from './products-messages';

const productStates = ['published', 'unpublished'] as const;

/** The list's filter as the address keeps it (`#/user/products?state=unpublished&q=netatmo`). */
const productSearch = listSearch({ state: oneOf(productStates), q: searchText });
type ProductFilter = ReturnType<typeof productSearch.read>;

const matches = (product: BackOfficeProduct, filter: ProductFilter) => {
  if (filter.state && product.published !== (filter.state === 'published')) return false;
  if (!filter.q) return true;
  const words = filter.q.toLocaleLowerCase();
  return [product.key, product.title.en, product.title.fr].some((text) =>
    text.toLocaleLowerCase().includes(words),
  );
};

/**
 * `/user/products`: the store's drivers in store order; the owner reorders them and adds new ones.
 */
export default withMessages(productsMessages, ProductsContent);

function ProductsContent() {
  const intl = useIntl();
  const products = useProducts();
  const isOwner = useMainStore((state) => state.role === 'owner');
  const list = useListSearch(productSearch);
  const { filter } = list;
  const filtered = Boolean(filter.state || filter.q);
  const count = (state?: (typeof productStates)[number]) =>
    products.data?.filter((product) => matches(product, { state, q: undefined })).length ?? 0;
  return (
    <section aria-labelledby="products-title">
      <ViewTitle title="products.title" description="products.description" id="products-title" />
      <p className={styles.lead}>
        <FormattedMessage id={isOwner ? 'products.lead' : 'products.readOnly'} />
      </p>
      {products.data && products.data.length > 0 && (
        <>
          <ListTabs
            label={intl.formatMessage({ id: 'products.publications' })}
            pathname={paths.userProducts.path}
            tabs={[undefined, ...productStates].map((state) => ({
              key: state ?? 'all',
              label: (
                <FormattedMessage
                  id="products.tab"
                  values={{
                    state: intl.formatMessage({
                      id: state ? `products.state.${state}` : 'products.state.all',
                    }),
                    count: count(state),
                  }}
                />
              ),
              search: list.searchFor({ state }),
              current: filter.state === state,
            }))}
          />
          <ListFilters
            idPrefix="products"
            label="products.filters"
            list={list}
            searchHint="products.search.hint"
          />
        </>
      )}
      <ProductList
        query={products}
        filter={filter}
        // Positions in the store are those of the whole list: moved only where it is shown whole.
        canChange={isOwner && !filtered}
      />
      {isOwner && filtered && (
        <p className={fields.hint}>
          <FormattedMessage id="products.reorder.filtered" />
        </p>
      )}
      {isOwner && <AddProduct />}
    </section>
  );
}

function ProductList({
  query,
  filter,
  canChange,
}: {
  query: ListQuery<BackOfficeProduct[]>;
  filter: ProductFilter;
  canChange: boolean;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const reorder = useReorderProducts();
  const [moved, setMoved] = useState<{ key: string; position: number } | null>(null);
  const move = (products: BackOfficeProduct[], index: number, by: -1 | 1) => {
    const keys = products.map((product) => product.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    setMoved({ key: key!, position: index + by + 1 });
    reorder.mutate(keys);
  };
  const movedTitle = moved && query.data?.find((product) => product.key === moved.key)?.title[language];
  return (
    <ListResults
      query={query}
      labelledBy="products-title"
      items={(products) => products.filter((product) => matches(product, filter))}
      count={(products) => (
        <FormattedMessage
          id="products.total"
          values={{ count: products.filter((product) => matches(product, filter)).length }}
        />
      )}
      empty={
        <FormattedMessage id={filter.state || filter.q ? 'products.empty.filtered' : 'products.empty'} />
      }
      listClassName={cards.list}
      renderItem={(product, index, products) => {
        const title = product.title[language];
        return (
          <li key={product.key} className={`${cards.card} ${styles.row}`} data-published={product.published}>
            <div className={styles.rowMain}>
              <Link to={paths.userProduct.to(product.key)} className={styles.rowLink}>
                {title}
              </Link>
              <span className={styles.rowMeta}>
                <code>{product.key}</code>
                <span>
                  {product.priceExclVatCents > 0 ? (
                    `${eurosFromCents(product.priceExclVatCents, language)} €`
                  ) : (
                    <FormattedMessage id="products.free" />
                  )}
                </span>
                <span className={styles.badge} data-published={product.published}>
                  <FormattedMessage id={product.published ? 'products.published' : 'products.unpublished'} />
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
                  onClick={() => move(products, index, -1)}
                >
                  <ArrowUp aria-hidden="true" size={18} />
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={index === products.length - 1 || reorder.isPending}
                  aria-label={intl.formatMessage({ id: 'products.moveDown' }, { title })}
                  onClick={() => move(products, index, 1)}
                >
                  <ArrowDown aria-hidden="true" size={18} />
                </button>
              </div>
            )}
          </li>
        );
      }}
      after={
        <>
          <p role="status" className={fields.saved}>
            {moved && movedTitle && !reorder.isPending && !reorder.isError && (
              <FormattedMessage
                id="products.moved"
                values={{ title: movedTitle, position: moved.position }}
              />
            )}
          </p>
          <ChangeFailed failed={reorder.isError} />
        </>
      }
    />
  );
}

function AddProduct() {
  const navigate = useNavigate();
  const create = useCreateProduct((product) => navigate(paths.userProduct.to(product.key)));
  return (
    <ProductSection id="products-add" title="products.add" intro="products.add.intro">
      <ProductForm
        initial={null}
        pending={create.isPending}
        error={create.error}
        submitLabel="products.create"
        pendingLabel="products.creating"
        onSubmit={(details) => create.mutate(details)}
      />
    </ProductSection>
  );
}
