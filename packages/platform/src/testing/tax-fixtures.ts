/** Store tax settings charging `rate` percent on what ships to New York State, prices without tax. */
export const newYorkTax = (rate: number) => ({
  mode: 'MANUAL' as const,
  autoTaxActive: false,
  pricesIncludeTax: false,
  taxableAddressType: 'SHIPPING' as const,
  taxShipping: false,
  regions: [{ name: 'New York', jurisdictionType: 'STATE' as const, country: 'US', subdivision: 'US-NY', rate }],
});
