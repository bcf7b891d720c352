import { ORDER_STATUSES, type Order, type OrderStatus } from './orders.ts';

// A dashboard's list of orders, one page at a time: the page, the status filter and the search
// live in the address (`?page=2&statut=En+attente&q=karité`), so a list can be shared,
// reloaded and paged back.

export const ORDERS_PER_PAGE = 20;
const MAX_SEARCH_LENGTH = 100;

export interface OrderListQuery {
  /** 1 for the first page. */
  page: number;
  /** Only orders in this status; null for all. */
  status: OrderStatus | null;
  /** An order number or a product name, or part of one; '' for no search. */
  search: string;
}

export interface OrderPage {
  orders: Order[];
  /** How many orders match the filter, over every page. */
  total: number;
  query: OrderListQuery;
  pageCount: number;
}

/** The query of a list's address; anything unreadable falls back to the first page of all. */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const page = Number(params.get('page'));
  const status = params.get('statut');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    status: ORDER_STATUSES.find((known) => known === status) ?? null,
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
  };
}

/** The address's query for a page of the list (the first page and "all" stay implicit). */
export function orderListSearch({ page, status, search }: OrderListQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('statut', status);
  if (search) params.set('q', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
