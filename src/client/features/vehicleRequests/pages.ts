// The vehicle-request screen, one chunk.
export { default as RequestVehiclePage } from './RequestVehiclePage';
