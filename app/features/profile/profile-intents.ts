/** The profile panel's pop-ups, told apart by the action (profile-action.server.ts). */
export const PROFILE_INTENTS = {
  email: 'email',
  password: 'mot-de-passe',
  confirmationAgain: 'renvoyer-confirmation',
} as const;
