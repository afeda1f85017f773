import { useNavigate, useSearchParams } from 'react-router';

/** The list filters kept in the address bar (placeName only labels the chosen place). */
export const PROPERTY_FILTERS = [
  'type',
  'status',
  'landlordId',
  'landlordName',
  'bedroomsMin',
  'guestsMin',
  'priceMin',
  'priceMax',
  'parking',
  'pets',
  'lng',
  'lat',
  'radiusMiles',
  'placeName',
  'availableFrom',
  'availableTo',
] as const;
export type PropertyFilterName = (typeof PROPERTY_FILTERS)[number];

/**
 * Several filters change at once (a place sets lng, lat and its name): one address-bar update,
 * back to page 1. The change starts from the address as it is now (not as it was when a field
 * last rendered): a date picker keeps the callback it had when editing began, and a stale copy
 * of the address would drop the place chosen meanwhile.
 */
export function useFilterParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const set = (change: Partial<Record<PropertyFilterName, string | undefined>>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [name, value] of Object.entries(change)) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    next.delete('page');
    void navigate({ search: `?${next.toString()}` }, { replace: true });
  };
  const get = (name: PropertyFilterName) => params.get(name) ?? '';
  return { get, set };
}
