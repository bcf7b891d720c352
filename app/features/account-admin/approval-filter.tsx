import { useLocation } from 'react-router';
import { BOUTIQUE_APPROVALS, type BoutiqueApproval } from '#common/account-admin.ts';
import { FilterLinks } from '../dashboard-ui/filter-links.tsx';

/** 'Toutes', then one link per approval state (`?validation=`), search and sort kept. */
export function ApprovalFilter({ current }: { current: BoutiqueApproval | null }) {
  const location = useLocation();
  const hrefOf = (approval: BoutiqueApproval | null) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (approval) params.set('validation', approval);
    else params.delete('validation');
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  const choices: (BoutiqueApproval | null)[] = [null, ...BOUTIQUE_APPROVALS];
  return (
    <FilterLinks
      label="Filtrer par validation"
      links={choices.map((approval) => ({
        key: approval ?? 'toutes',
        label: approval ?? 'Toutes',
        to: hrefOf(approval),
        current: current === approval,
      }))}
    />
  );
}
