import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BackOfficeProduct,
  BackOfficeProductWithHistory,
  ProductDetails,
  ProductFileSlot,
} from '@shared/product-schemas';
import { backOfficeApi, recordKeys, useApiQuery, useRecordChange } from '@/features/back-office/common/api';

const products = recordKeys('products', 'product', '/api/products');

export const useProducts = () => useApiQuery<BackOfficeProduct[]>(products.list, '/api/back-office/products');

export const useProduct = (key: string) =>
  useApiQuery<BackOfficeProductWithHistory>(
    products.key(key),
    `/api/back-office/products/${encodeURIComponent(key)}`,
  );

/** Every change answers the product as it now stands (or the list, for a new order): kept, and the list read again. */
const useProductChange = <Input>(
  change: (input: Input) => Promise<BackOfficeProductWithHistory>,
  onSaved?: (product: BackOfficeProductWithHistory) => void,
) =>
  useRecordChange(change, { record: (product) => products.key(product.key), list: products.list, onSaved });

export const useCreateProduct = (onSaved: (product: BackOfficeProductWithHistory) => void) =>
  useProductChange((details: ProductDetails) => backOfficeApi.post('/api/products', details), onSaved);

export const useUpdateProduct = (key: string, onSaved: (product: BackOfficeProductWithHistory) => void) =>
  useProductChange((details: ProductDetails) => backOfficeApi.put(products.path(key), details), onSaved);

export const usePublication = (key: string) =>
  useProductChange((published: boolean) =>
    backOfficeApi.post(`${products.path(key)}/${published ? 'publish' : 'unpublish'}`, undefined),
  );

export const useUploadFile = (key: string) =>
  useProductChange(({ slot, file }: { slot: ProductFileSlot; file: File }) =>
    backOfficeApi.sendFile(
      'PUT',
      `${products.path(key)}/files/${slot}?name=${encodeURIComponent(file.name)}`,
      {
        data: file,
        type: 'application/octet-stream',
      },
    ),
  );

export function useReorderProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => backOfficeApi.put<BackOfficeProduct[]>('/api/products/order', { keys }),
    onSuccess: (list) => queryClient.setQueryData(products.list, list),
    onError: () => queryClient.invalidateQueries({ queryKey: products.list }),
  });
}
