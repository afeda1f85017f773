import {
  type CatalogueItemCreate,
  type CatalogueItemUpdate,
  catalogueItemListSchema,
  catalogueItemViewSchema,
  mutationResponseSchema,
  type TaxRateCreate,
  type TaxRateUpdate,
  taxRateListSchema,
  taxRateViewSchema,
} from '@staydesk/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { ListQuery } from '../../../lib/list';
import { resourceKeys, useResourceMutation } from '../../../lib/resource';

/**
 * The tax rates (/api/v1/tax-rates) and items (/api/v1/invoice-items) resources: reads and
 * writes in one place. Every write revalidates every list and record key of its resource; a
 * write to an item also the tax rates (a rate an item names becomes in use).
 */
export const taxRateKeys = resourceKeys('/api/v1/tax-rates');
export const itemKeys = resourceKeys('/api/v1/invoice-items');

export const TAX_RATE_LIST_TABS = ['active', 'retired', 'deleted'] as const;
export type TaxRateListTab = (typeof TAX_RATE_LIST_TABS)[number];
export const TAX_RATE_LIST_SORTS = ['name', 'percentage'] as const;
export const ITEM_LIST_TABS = ['active', 'inactive', 'deleted'] as const;
export type ItemListTab = (typeof ITEM_LIST_TABS)[number];
export const ITEM_LIST_SORTS = ['name', 'kind'] as const;

export const useTaxRateList = (query: ListQuery) =>
  useSWR(taxRateKeys.list(query), (url: string) => api.get(url, taxRateListSchema), {
    keepPreviousData: true,
  });

/** The active rates (one page: a business has a handful), for the item dialog's choice. */
export const useActiveTaxRates = () =>
  useSWR(`${taxRateKeys.base}?tab=active`, (url: string) => api.get(url, taxRateListSchema));

const taxRateMutation = mutationResponseSchema(taxRateViewSchema);

export const useCreateTaxRate = () =>
  useResourceMutation(taxRateKeys, (input: TaxRateCreate) =>
    api.post(taxRateKeys.base, input, taxRateMutation),
  );

export const useUpdateTaxRate = () =>
  useResourceMutation(taxRateKeys, (input: { id: string; changes: TaxRateUpdate }) =>
    api.patch(taxRateKeys.detail(input.id), input.changes, taxRateMutation),
  );

export const useDeleteTaxRate = () =>
  useResourceMutation(taxRateKeys, (input: { id: string; version: number }) =>
    api.delete(taxRateKeys.detail(input.id), taxRateMutation, {
      params: { version: input.version },
    }),
  );

export const useRestoreTaxRate = () =>
  useResourceMutation(taxRateKeys, (input: { id: string; version: number }) =>
    api.post(
      `${taxRateKeys.detail(input.id)}/restore`,
      { version: input.version },
      taxRateMutation,
    ),
  );

export const useItemList = (query: ListQuery) =>
  useSWR(itemKeys.list(query), (url: string) => api.get(url, catalogueItemListSchema), {
    keepPreviousData: true,
  });

const itemMutation = mutationResponseSchema(catalogueItemViewSchema);

export const useCreateItem = () =>
  useResourceMutation(
    itemKeys,
    (input: CatalogueItemCreate) => api.post(itemKeys.base, input, itemMutation),
    taxRateKeys.shows,
  );

export const useUpdateItem = () =>
  useResourceMutation(
    itemKeys,
    (input: { id: string; changes: CatalogueItemUpdate }) =>
      api.patch(itemKeys.detail(input.id), input.changes, itemMutation),
    taxRateKeys.shows,
  );

export const useDeleteItem = () =>
  useResourceMutation(
    itemKeys,
    (input: { id: string; version: number }) =>
      api.delete(itemKeys.detail(input.id), itemMutation, { params: { version: input.version } }),
    taxRateKeys.shows,
  );

export const useRestoreItem = () =>
  useResourceMutation(
    itemKeys,
    (input: { id: string; version: number }) =>
      api.post(`${itemKeys.detail(input.id)}/restore`, { version: input.version }, itemMutation),
    taxRateKeys.shows,
  );
