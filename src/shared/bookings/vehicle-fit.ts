export interface PartySize {
  adults: number;
  children: number;
  infants: number;
  bags: number;
}

export interface VehicleCapacity {
  passengers: number;
  bags: number;
}

/**
 * Infants count as passengers: Saudi traffic rules want every occupant restrained, so an infant
 * rides in a child seat that takes a seat of its own (and drivers must not be asked to squeeze).
 */
export function seatsNeeded(party: PartySize): number {
  return party.adults + party.children + party.infants;
}

/** The classes (in the order given, smallest first in the fleet list) that seat the party and carry its bags. */
export function vehicleClassesThatFit<T extends VehicleCapacity>(classes: readonly T[], party: PartySize): T[] {
  const seats = seatsNeeded(party);
  return classes.filter((vehicle) => vehicle.passengers >= seats && vehicle.bags >= party.bags);
}
