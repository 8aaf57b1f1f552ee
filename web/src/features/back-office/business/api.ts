import type { SellerDetailsInput, SellerSettings } from '@shared/seller-details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeApi, backOfficeKey, useApiQuery } from '@/features/back-office/common/api';

/** The seller's legal and bank details (`/api/settings/seller`), the owner's alone. */

const sellerKey = [...backOfficeKey, 'settings', 'seller'] as const;
const setupKey = [...backOfficeKey, 'setup'] as const;

export const useSellerSettings = () => useApiQuery<SellerSettings>(sellerKey, '/api/settings/seller');

/** Saves the details: the answer is what is now in force, and the setup checklist is read again. */
export function useSaveSellerDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: SellerDetailsInput) =>
      backOfficeApi.put<SellerSettings>('/api/settings/seller', details),
    onSuccess: async (answer) => {
      queryClient.setQueryData(sellerKey, answer);
      await queryClient.invalidateQueries({ queryKey: setupKey });
    },
  });
}
