import { mergeCatalogues, type Tree } from '../merge';

/** What the sign-in page and the employee app say. */
export default mergeCatalogues(
  import.meta.glob<Tree>(
    './{foundation,sso,security,booking,colleagues,messages,outreach,privacy,rooms,display,qr,favourites,amenities,neighbourhoods,who-is-in,my-chat}.json',
    { eager: true, import: 'default' },
  ),
);
