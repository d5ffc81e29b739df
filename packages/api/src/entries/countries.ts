// @reel/api/countries: the countries a member's profile may name, and their names. Its own entry so
// the table stays out of pages that never show a profile.
export { COUNTRIES, countryName, isCountryCode } from '../countries.js';
