/**
 * What time it is for the services that date what they write (orders, their history). The
 * system clock everywhere, except where a past is written on purpose: the demo seed's history
 * of orders goes through the same services at the dates it tells.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
