/** What the settings screen's address forms and buttons ask its action (address-actions.server.ts). */
export const ADDRESS_INTENTS = {
  save: 'adresse-enregistrer',
  makeDefault: 'adresse-principale',
  remove: 'adresse-supprimer',
} as const;
