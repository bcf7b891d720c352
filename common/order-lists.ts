import { listSearch, pageParam, searchParam } from './list-pages.ts';
import { ORDER_STATUSES, type Order, type OrderStatus } from './orders.ts';

// A dashboard's list of orders (list-pages.ts): `?page=2&statut=En+attente&q=karité`.

export const ORDERS_PER_PAGE = 20;

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
  const status = params.get('statut');
  return {
    page: pageParam(params),
    status: ORDER_STATUSES.find((known) => known === status) ?? null,
    search: searchParam(params),
  };
}

/** The address's query for a page of the list (the first page and "all" stay implicit). */
export const orderListSearch = ({ page, status, search }: OrderListQuery): string =>
  listSearch([
    ['statut', status],
    ['q', search],
    ['page', page],
  ]);
