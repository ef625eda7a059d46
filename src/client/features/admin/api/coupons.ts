import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast.ts';
import type { AdminCoupon } from '#shared/admin.ts';
import type { z } from 'zod';
import type { couponResponse, CreateCouponBody } from '#shared/payments.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { ADMIN_STALE_TIME } from './get-stats.ts';

type Coupon = z.infer<typeof couponResponse>;

export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/coupons'],
    queryFn: ({ signal }) => apiFetch<AdminCoupon[]>('/api/admin/coupons', { signal }),
    staleTime: ADMIN_STALE_TIME,
    refetchOnMount: true,
  });

export const useAdminCoupons = () => useQuery(adminCouponsQueryOptions());

/** After a change the list (with its history) is fetched again. */
function useInvalidateCoupons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminCouponsQueryOptions().queryKey });
}

export function useCreateCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: (body: CreateCouponBody) => apiFetch<Coupon>('/api/admin/coupons', { method: 'POST', body }),
    onSuccess: async (coupon) => {
      await invalidate();
      toast.success('Coupon created', { description: `${coupon.code} is ready to use.` });
    },
  });
}

/** A refusal is shown in the confirming dialog, which stays open (decision 071). */
export function useDeactivateCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Coupon>(`/api/admin/coupons/${id}/deactivate`, { method: 'POST' }),
    onSuccess: async (coupon) => {
      await invalidate();
      toast.success('Coupon deactivated', { description: `${coupon.code} can no longer be used.` });
    },
    retry: false,
  });
}
