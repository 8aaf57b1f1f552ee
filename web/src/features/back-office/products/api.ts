import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BackOfficeProduct,
  BackOfficeProductWithHistory,
  ProductDetails,
  ProductFileSlot,
} from '@shared/product-schemas';
import { backOfficeApi, backOfficeKey, useApiQuery } from '@/features/back-office/common/api';

const productsKey = [...backOfficeKey, 'products'] as const;
const productKey = (key: string) => [...backOfficeKey, 'product', key] as const;
const productPath = (key: string) => `/api/products/${encodeURIComponent(key)}`;

export const useProducts = () => useApiQuery<BackOfficeProduct[]>(productsKey, '/api/back-office/products');

export const useProduct = (key: string) =>
  useApiQuery<BackOfficeProductWithHistory>(
    productKey(key),
    `/api/back-office/products/${encodeURIComponent(key)}`,
  );

/** Every change answers the product as it now stands (or the list, for a new order): kept, and the list read again. */
function useProductChange<Input>(
  change: (input: Input) => Promise<BackOfficeProductWithHistory>,
  options: { onSaved?: (product: BackOfficeProductWithHistory) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (product) => {
      queryClient.setQueryData(productKey(product.key), product);
      options.onSaved?.(product);
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}

export const useCreateProduct = (onSaved: (product: BackOfficeProductWithHistory) => void) =>
  useProductChange((details: ProductDetails) => backOfficeApi.post('/api/products', details), { onSaved });

export const useUpdateProduct = (key: string, onSaved: (product: BackOfficeProductWithHistory) => void) =>
  useProductChange((details: ProductDetails) => backOfficeApi.put(productPath(key), details), { onSaved });

export const usePublication = (key: string) =>
  useProductChange((published: boolean) =>
    backOfficeApi.post(`${productPath(key)}/${published ? 'publish' : 'unpublish'}`, undefined),
  );

export const useUploadFile = (key: string) =>
  useProductChange(({ slot, file }: { slot: ProductFileSlot; file: File }) =>
    backOfficeApi.sendFile('PUT', `${productPath(key)}/files/${slot}?name=${encodeURIComponent(file.name)}`, {
      data: file,
      type: 'application/octet-stream',
    }),
  );

export function useReorderProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[]) => backOfficeApi.put<BackOfficeProduct[]>('/api/products/order', { keys }),
    onSuccess: (products) => queryClient.setQueryData(productsKey, products),
    onError: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
