/** The language of `.gam` text (`contributes.languages` in package.json), which its providers register for. */
export const GAM_LANGUAGE_ID = 'montana-gam';

export const GAM_DOCUMENTS = { language: GAM_LANGUAGE_ID } as const;
