import type { RouterContextProvider } from 'react-router';
import { appContext } from '#app-context';
import {
  emailChangeSchema,
  emailConfirmationAgainSchema,
  passwordChangeSchema,
  profileInputSchema,
} from '../../../common/profile.ts';
import { saveSettings } from '../shop-settings/settings-action.server.ts';
import { PROFILE_INTENTS } from './profile-intents.ts';

/**
 * 'Mon Profil''s saves (profile-panel.tsx): the e-mail, its confirming link sent again, the
 * password, else the details.
 */
export function runProfileAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  intent: FormDataEntryValue | null,
) {
  const { profile } = context.get(appContext).services;
  if (intent === PROFILE_INTENTS.email) {
    return saveSettings(context, request, emailChangeSchema, profile.requestEmailChange);
  }
  if (intent === PROFILE_INTENTS.confirmationAgain) {
    return saveSettings(
      context,
      request,
      emailConfirmationAgainSchema,
      profile.resendEmailConfirmation,
    );
  }
  if (intent === PROFILE_INTENTS.password) {
    return saveSettings(context, request, passwordChangeSchema, profile.changePassword);
  }
  return saveSettings(context, request, profileInputSchema, profile.update);
}
