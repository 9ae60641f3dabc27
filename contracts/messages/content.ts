// Lookups and site settings.
export const contentMessages = {
  systemsFailed: 'Failed to fetch systems',
  providersFailed: 'Failed to fetch providers',
  systemsUnexpected: 'An unexpected error occurred while fetching systems',
  providersUnexpected: 'An unexpected error occurred while fetching providers',
  logoFailed: 'Failed to fetch logo',
  gameTypeInvalid: 'Choose a valid game category.',
  systemListInvalid: 'The provider list is not valid.',
  marketBlockTitle: 'Market Block',
  marketBlocked:
    'Dear customer, Your selected section "{section}" is currently blocked by Your Upline. Please Contact Customer Support for further assistance. Thank you for your understanding.',
  systemsOk: 'Systems fetched successfully',
  providersOk: 'Providers fetched successfully',
  gamesOk: 'Games fetched successfully',
  settingsSaved: 'Settings saved.',
  systemNoticeUnsafe: 'The system notice may not contain scripts, frames or event handlers.',
  marketBlockSaved: 'Market block saved.',
  marketPlayerNotFound: 'Player not found.',
} as const;
