// What needs a dashboard owner's attention: the bell of the dashboards' top bar (its count)
// and the list it opens. A seller's waiting orders and low stock, a buyer's unread notifications.

export interface AttentionItem {
  /** What to look at, in French, e.g. '2 commandes attendent votre traitement'. */
  label: string;
  /** The dashboard screen where it is handled, relative to the dashboard's root. */
  to: string;
  /** How many things it stands for (the bell adds them up). */
  count: number;
}

export const totalAttention = (items: AttentionItem[]) =>
  items.reduce((total, item) => total + item.count, 0);
