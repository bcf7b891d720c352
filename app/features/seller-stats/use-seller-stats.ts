import { useCallback, useEffect, useState } from 'react';
import type { SellerStats, StatsPeriod } from '../../../common/seller-stats.ts';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';

export interface SellerStatsLoad {
  /** The last figures received; kept on screen while another period loads. */
  stats: SellerStats | null;
  /** The server's French message when the last request failed. */
  error: string | null;
  pending: boolean;
  period: StatsPeriod;
  /** Shows the chart over another period (the figures of the cards do not depend on it). */
  choosePeriod: (period: StatsPeriod) => void;
  retry: () => void;
}

/** The seller's 'Tableau de bord' from `GET /api/statistiques/boutique?periode=…`. */
export function useSellerStats(initialPeriod: StatsPeriod = '30j'): SellerStatsLoad {
  const request = useAuthorizedRequest();
  const [period, setPeriod] = useState<StatsPeriod>(initialPeriod);
  const [attempt, setAttempt] = useState(0);
  const [stats, setStats] = useState<SellerStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    const url = `/api/statistiques/boutique?periode=${encodeURIComponent(period)}`;
    void request<SellerStats>(url, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setPending(false);
      if (result.ok) {
        setStats(result.body);
        setError(null);
      } else {
        setError(result.message);
      }
    });
    return () => controller.abort();
  }, [request, period, attempt]);

  const choosePeriod = useCallback((next: StatsPeriod) => {
    setPending(true);
    setPeriod(next);
  }, []);

  const retry = useCallback(() => {
    setPending(true);
    setError(null);
    setAttempt((count) => count + 1);
  }, []);

  return { stats, error, pending, period, choosePeriod, retry };
}
