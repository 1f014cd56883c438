// The mortgage programmes as the build read them from content/mortgage.json
// (scripts/mortgagePlugin.ts).
declare module 'virtual:khvoya-mortgage' {
  const read: import('../engine/mortgageProgrammes').MortgageProgrammes
  export default read
}
