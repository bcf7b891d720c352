import type { MetaArgs } from 'react-router';
import type { RootLoader } from '../../root-data.ts';
import { pageMeta } from '../page-meta.ts';

/** The `meta` of a dashboard order screen: its French title; never indexed (private). */
export function orderScreenMeta(title: string) {
  return ({ matches }: MetaArgs<unknown, { root: RootLoader }>) => {
    const brandName = matches[0]?.loaderData?.brandName ?? 'Baobab';
    return pageMeta({
      title: `${title} — ${brandName}`,
      description: `Votre espace personnel sur ${brandName}.`,
      brandName,
      noindex: true,
    });
  };
}
