/** A recorded stretch of Aziziyah's main road in Makkah towards the Haram (points about 120 m apart), for the browser's geolocation override. */
export const AZIZIYAH_ROUTE = [
  { latitude: 21.41172, longitude: 39.88615 },
  { latitude: 21.41235, longitude: 39.88522 },
  { latitude: 21.41301, longitude: 39.88428 },
  { latitude: 21.41368, longitude: 39.88335 },
  { latitude: 21.41432, longitude: 39.8824 },
  { latitude: 21.41497, longitude: 39.88146 },
  { latitude: 21.41561, longitude: 39.88051 },
] as const;
