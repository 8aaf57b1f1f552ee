import { FileText } from 'lucide-react';
import { LoadFailed, Loading } from '@/features/back-office/common/list-view/load-state';
import { type ChangeEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { inertText } from '@shared/inert-text';
import { PRODUCT_FILE_MAX_BYTES, productFileSlots as slots } from '@shared/product-files';
import type { BackOfficeProductWithHistory, ProductChange, ProductFileSlot } from '@shared/product-schemas';
import { PageMeta } from '@/components/page-meta';
import { ApiError } from '@/lib/api-client';
import type { MessageId } from '@/i18n/catalogue';
import { useLanguage } from '@/i18n/language-store';
import { paths } from '@/lib/paths';
import { useMainStore } from '@/lib/session/main-store';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { dateTimeFormat } from '@/features/back-office/common/format';
import { ProductForm } from './product-form';
import { usePublication, useProduct, useUpdateProduct, useUploadFile } from './api';
import { eurosFromCents } from './price-text';
import { ChangeFailed } from './change-failed';
import { ProductSection } from './product-section';
import fields from '@/features/back-office/common/form-fields.module.css';
import styles from './products.module.css';
import { withMessages } from '@/features/back-office/common/view-page';
import { productsMessages } from './products-messages';

/**
 * `/user/products/:key`: one product's details, documents, publication and history.
 */
export default withMessages(productsMessages, ProductContent);

function ProductContent() {
  const { key = '' } = useParams();
  const product = useProduct(key);
  const heading = useHeadingFocus(key);
  const language = useLanguage();
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  return (
    <>
      <PageMeta title="products.title" description="products.description" />
      <p>
        <Link to={paths.userProducts.path} className={styles.back}>
          <FormattedMessage id="products.back" />
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {product.data ? product.data.title[language] : <FormattedMessage id="products.title" />}
      </h1>
      {product.isPending && <Loading />}
      {product.isError && <LoadFailed message={notFound ? 'products.notFound' : 'backOffice.loadFailed'} />}
      {product.data && <ProductSections key={product.data.key} product={product.data} />}
    </>
  );
}

function ProductSections({ product }: { product: BackOfficeProductWithHistory }) {
  const isOwner = useMainStore((state) => state.role === 'owner');
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const update = useUpdateProduct(product.key, (updated) => {
    setSaved(true);
    if (updated.key !== product.key) navigate(paths.userProduct.to(updated.key), { replace: true });
  });
  return (
    <div className={styles.sections}>
      {!isOwner && (
        <p className={styles.lead}>
          <FormattedMessage id="products.readOnly" />
        </p>
      )}
      <Publication product={product} canChange={isOwner} />
      <section aria-labelledby="product-details" className={styles.section}>
        <h2 id="product-details" className="visually-hidden">
          <FormattedMessage id="products.title" />
        </h2>
        <ProductForm
          initial={product}
          keyFixed={product.ordered}
          readOnly={!isOwner}
          pending={update.isPending}
          error={update.error}
          saved={saved}
          submitLabel="products.save"
          pendingLabel="products.saving"
          onSubmit={(details) => {
            setSaved(false);
            update.mutate(details);
          }}
        />
      </section>
      <Files product={product} canChange={isOwner} />
      <History product={product} />
    </div>
  );
}

function Publication({ product, canChange }: { product: BackOfficeProductWithHistory; canChange: boolean }) {
  const publication = usePublication(product.key);
  return (
    <ProductSection id="product-publication" title="products.publication">
      <p className={styles.publication} data-published={product.published}>
        <FormattedMessage id={product.published ? 'products.publication.on' : 'products.publication.off'} />
      </p>
      {canChange && (
        <button
          type="button"
          className={`button ${product.published ? 'button--ghost' : 'button--primary'}`}
          disabled={publication.isPending}
          onClick={() => publication.mutate(!product.published)}
        >
          <FormattedMessage id={product.published ? 'products.unpublish' : 'products.publish'} />
        </button>
      )}
      <ChangeFailed failed={publication.isError} />
    </ProductSection>
  );
}

function Files({ product, canChange }: { product: BackOfficeProductWithHistory; canChange: boolean }) {
  return (
    <ProductSection id="product-files" title="products.files" intro="products.files.intro">
      <ul className={styles.files}>
        {slots.map((slot) => (
          <FileSlot key={slot} product={product} slot={slot} canChange={canChange} />
        ))}
      </ul>
    </ProductSection>
  );
}

function FileSlot(props: {
  product: BackOfficeProductWithHistory;
  slot: ProductFileSlot;
  canChange: boolean;
}) {
  const intl = useIntl();
  const inputId = useId();
  const upload = useUploadFile(props.product.key);
  const [chosen, setChosen] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const file = props.product.files.find((candidate) => candidate.slot === props.slot);
  const slotName = intl.formatMessage({ id: `products.slot.${props.slot}` });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setChosen(picked.name);
    // Refused here without sending 20 MB for nothing; the server checks again.
    setTooLarge(picked.size > PRODUCT_FILE_MAX_BYTES);
    if (picked.size > PRODUCT_FILE_MAX_BYTES) return;
    upload.mutate({ slot: props.slot, file: picked });
  };

  return (
    <li className={styles.file}>
      <h3>{slotName}</h3>
      {file ? (
        <p>
          <a href={file.href} className={styles.fileLink} target="_blank" rel="noopener">
            <FileText aria-hidden="true" size={18} />
            <FormattedMessage
              id="products.file.current"
              values={{ name: file.fileName, size: sizeText(file.size, intl) }}
            />
          </a>
        </p>
      ) : (
        <p className={fields.hint}>
          <FormattedMessage id="products.file.none" />
        </p>
      )}
      {props.canChange && (
        <div className={styles.upload}>
          <label htmlFor={inputId} className="button button--ghost">
            <FormattedMessage
              id={file ? 'products.file.choose' : 'products.file.chooseFirst'}
              values={{ slot: slotName }}
            />
          </label>
          <input
            id={inputId}
            type="file"
            className={styles.fileInput}
            accept={props.slot === 'package' ? '.c4z,application/zip' : '.pdf,application/pdf'}
            disabled={upload.isPending}
            onChange={onChange}
          />
        </div>
      )}
      <p role="status" className={fields.saved}>
        {upload.isPending && chosen && (
          <FormattedMessage id="products.file.uploading" values={{ name: chosen }} />
        )}
        {upload.isSuccess && chosen && file && (
          <FormattedMessage id="products.file.uploaded" values={{ name: file.fileName, slot: slotName }} />
        )}
      </p>
      <p role="alert" className={fields.formError}>
        {tooLarge && <FormattedMessage id="products.error.fileTooLarge" />}
        {!tooLarge && upload.isError && <FormattedMessage id={uploadFailure(upload.error)} />}
      </p>
    </li>
  );
}

function uploadFailure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'backOffice.actionFailed';
  if (error.status === 413) return 'products.error.fileTooLarge';
  if (error.code === 'file_not_pdf') return 'products.error.notPdf';
  if (error.code === 'file_not_driver_package') return 'products.error.notPackage';
  if (error.status === 403) return 'products.error.ownerOnly';
  return 'backOffice.actionFailed';
}

/** A file's size as the owner reads it: 7 KB, 1.2 MB in English; 7 Ko, 1,2 Mo in French. */
function sizeText(bytes: number, intl: ReturnType<typeof useIntl>): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 0.1
    ? intl.formatMessage(
        { id: 'products.file.megabytes' },
        { size: intl.formatNumber(megabytes, { maximumFractionDigits: 1 }) },
      )
    : intl.formatMessage(
        { id: 'products.file.kilobytes' },
        { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))) },
      );
}

function History({ product }: { product: BackOfficeProductWithHistory }) {
  const intl = useIntl();
  const language = useLanguage();
  const change = (entry: ProductChange) => {
    const none = intl.formatMessage({ id: 'products.change.none' });
    const shown = (value: string | null) =>
      value === null
        ? none
        : entry.field === 'priceExclVatCents'
          ? `${eurosFromCents(Number(value), language)} €`
          : value;
    return intl.formatMessage(
      { id: 'products.change' },
      {
        field: fieldName(entry.field, intl),
        from: inertText(shown(entry.from)),
        to: inertText(shown(entry.to)),
      },
    );
  };
  return (
    <ProductSection id="product-history" title="products.history">
      {product.history.length === 0 ? (
        <p>
          <FormattedMessage id="products.history.empty" />
        </p>
      ) : (
        <ol className={styles.history}>
          {product.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p>
                <FormattedMessage
                  id="products.history.entry"
                  values={{
                    when: (
                      <time dateTime={entry.at}>{intl.formatDate(new Date(entry.at), dateTimeFormat)}</time>
                    ),
                    who: <strong>{inertText(entry.actorName)}</strong>,
                    what: intl.formatMessage({ id: `products.event.${entry.action}` }),
                  }}
                />
              </p>
              {entry.changes.length > 0 && (
                <ul className={styles.changes}>
                  {entry.changes.map((item) => (
                    <li key={item.field}>{change(item)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </ProductSection>
  );
}

const fieldLabels: Record<string, MessageId> = {
  key: 'products.field.key',
  'title.en': 'products.field.titleEn',
  'title.fr': 'products.field.titleFr',
  'description.en': 'products.field.descriptionEn',
  'description.fr': 'products.field.descriptionFr',
  priceExclVatCents: 'products.field.price',
  system: 'products.field.system',
  published: 'products.publication',
  position: 'products.field.position',
  documentation_en: 'products.slot.documentation_en',
  documentation_fr: 'products.slot.documentation_fr',
  package: 'products.slot.package',
};

function fieldName(field: string, intl: ReturnType<typeof useIntl>): string {
  const id = fieldLabels[field];
  return id ? intl.formatMessage({ id }) : field;
}
