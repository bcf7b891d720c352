import type { Operations } from '#modules/operations/operations.ts';

/** 'Mon Profil''s writes (decision 061), for the action of each screen that shows the panel. */
export const profilePanelOperations = ({ profile }: Operations) => [
  profile.update,
  profile.requestEmailChange,
  profile.resendEmailConfirmation,
  profile.changePassword,
];
