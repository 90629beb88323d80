import { mergeCatalogues, type Tree } from '../merge';

/** What only the staff dashboard and the public guest page say (loaded with their layouts). */
export default mergeCatalogues(
  import.meta.glob<Tree>(
    './{guests,identity,my-dashboard,reports,setup,qr-sheet,webhooks,chat,amenities-setup,retention,neighbourhoods-setup,roles,service-accounts,room-calendars,evacuation,reception}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);
