/** A service the form offers: what the page's loader passes in (hourly ones ask for hours). */
export interface BookingProduct {
  slug: string;
  name: string;
  hourly: boolean;
}
