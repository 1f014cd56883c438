// The English summary page at the end of the agreement: what each section says, for clients who
// do not read Russian. It describes the Russian text and says that the Russian text prevails.
// scripts/documents/agreement/summary.ts lays it out.

export const SUMMARY_TITLE = 'Summary in English'

export const summaryIntro = (developer: string) =>
  `This is a template of the equity participation agreement (shared construction agreement) that ${developer} concludes with buyers at Khvoya Club Residence under Russian Federal Law No. 214-FZ. It is not an offer: the terms of an actual agreement, including the price and the payment schedule, are set when it is signed, and only the Russian text has legal force. Below is what each section says.`

/** Each section's number and title, and what it says. */
export const SUMMARY_SECTIONS: readonly (readonly [string, string])[] = [
  [
    '1. Terms',
    'Defines the Law (Federal Law No. 214-FZ on shared construction), the developer, the building, the land plot, the unit, its reduced area, the escrow bank and the escrow account.',
  ],
  [
    '2. Subject',
    'The developer builds the building and, once it is commissioned, hands the unit over; the buyer pays the price and accepts the unit. Lists the permit, the project declaration and the land title the developer relies on.',
  ],
  [
    '3. The unit',
    'A table of the unit (building, section, floor, number, use, rooms, areas, terrace, finish) and of the building as required by article 4 of the Law. The plan is Appendix 1. The area may differ from the design by up to 5 %.',
  ],
  [
    '4. Price and payment',
    'The price per square metre times the area. Payment into an escrow account only after registration: a down payment of at least 5 %, then monthly instalments at 0 % with no price increase until commissioning, by an individual schedule (Appendix 2). Special terms for payment in full. The price is adjusted if the measured area differs.',
  ],
  [
    '5. Handover',
    'Planned commissioning and the handover deadline; the notice of readiness, the buyer’s 7 working days to start acceptance, defects recorded before signing, and the one-sided handover act if the buyer avoids acceptance.',
  ],
  [
    '6. Warranty',
    'Five years for the unit and three years for engineering equipment (article 7 of the Law); the warranty for finishing; what the developer is not liable for.',
  ],
  [
    '7. Rights and duties',
    'What each party must do and may do, including the buyer’s right to have defects fixed and to withdraw in the cases of article 9 of the Law.',
  ],
  [
    '8. Liability',
    'Statutory penalties for late payment and for late handover; repeated late payments allow the developer to terminate.',
  ],
  [
    '9. State registration',
    'The agreement takes effect on registration with the state register; the parties file within the agreed days; the ownership is registered after handover.',
  ],
  [
    '10. Assignment',
    'The buyer may assign the rights after paying the price (or with a transfer of the debt, with the developer’s consent) until the handover act is signed.',
  ],
  [
    '11. Change and termination',
    'Changes by registered supplementary agreements; termination as article 9 of the Law provides; escrow money returns to the buyer.',
  ],
  [
    '12. Force majeure',
    'No liability for events beyond control; notice within 10 days; deadlines move accordingly.',
  ],
  [
    '13. Disputes',
    'Negotiation and a 30-day claim period, then the courts; a private buyer may choose the court under consumer protection law.',
  ],
  [
    '14. Final provisions',
    'Entry into force, notices, personal data, the form of signature and the list of appendices.',
  ],
  [
    '15. Details and signatures',
    'The parties’ details. Appendix 1: the unit plan. Appendix 2: the payment schedule.',
  ],
]
