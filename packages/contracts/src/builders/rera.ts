import { z } from 'zod';
// the states' RERA websites live in a module without zod, for the listing page (issue #35)
import { isUttarPradesh, RERA_AUTHORITY_WEBSITES, reraAuthorityWebsite } from './rera-states.ts';

export { isUttarPradesh, RERA_AUTHORITY_WEBSITES, reraAuthorityWebsite };

/**
 * RERA rules of a builder's project (docs/product/builders.md, "Projects"):
 * - in Uttar Pradesh the registration number is `UPRERAPRJ` followed by 4 to 8 digits
 *   (e.g. `UPRERAPRJ12345`), and it is required unless the project is declared exempt;
 * - in any other state it is optional, and when given it is at most 30 characters of A–Z, 0–9,
 *   `/` and `-`;
 * - a project may instead be declared exempt (RERA Sec. 3: land up to 500 m² and no more than 8
 *   units); the declaration `{ land_area_sqm, units }` is kept with the project.
 * Numbers are compared in capitals with surrounding spaces removed ("uprerAprj1234 " is read as
 * `UPRERAPRJ1234`).
 */

/** Uttar Pradesh registration numbers: `UPRERAPRJ` and 4 to 8 digits. */
export const UP_RERA_PATTERN = /^UPRERAPRJ\d{4,8}$/;
/** Registration numbers of other states: 1 to 30 characters of A–Z, 0–9, `/` and `-`. */
export const OTHER_RERA_PATTERN = /^[A-Z0-9/-]{1,30}$/;

/** Largest exempt project (RERA Sec. 3): land area in square metres and number of units. */
export const RERA_EXEMPTION_LIMITS = { land_area_sqm: 500, units: 8 } as const;

/** Person-facing messages of the RERA rules; the field each names is `rera_number` or `rera_exemption`. */
export const RERA_MESSAGES = {
  upRequired: 'Enter the UP RERA registration number (UPRERAPRJ followed by 4 to 8 digits), or declare the project exempt.',
  upFormat: 'A UP RERA registration number is UPRERAPRJ followed by 4 to 8 digits, e.g. UPRERAPRJ12345.',
  otherFormat: 'A RERA registration number is at most 30 characters: capital letters, digits, / and -.',
  exemptionRequired: 'Give the land area (square metres) and the number of units to declare the project exempt.',
  exemptionLand: `An exempt project has land of more than 0 and at most ${RERA_EXEMPTION_LIMITS.land_area_sqm} m² (RERA Sec. 3).`,
  exemptionUnits: `An exempt project has 1 to ${RERA_EXEMPTION_LIMITS.units} units (RERA Sec. 3).`,
} as const;

/** A registration number as compared and stored: trimmed, in capitals. */
export function normaliseReraNumber(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The exemption declaration (RERA Sec. 3): `land_area_sqm` above 0 and at most 500 square metres
 * (2 decimals at most), `units` a whole number from 1 to 8. Numbers or numeric text.
 */
export const reraExemptionSchema = z.object({
  land_area_sqm: z.coerce
    .number({ error: RERA_MESSAGES.exemptionLand })
    .gt(0, RERA_MESSAGES.exemptionLand)
    .max(RERA_EXEMPTION_LIMITS.land_area_sqm, RERA_MESSAGES.exemptionLand)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, RERA_MESSAGES.exemptionLand),
  units: z.coerce
    .number({ error: RERA_MESSAGES.exemptionUnits })
    .int(RERA_MESSAGES.exemptionUnits)
    .min(1, RERA_MESSAGES.exemptionUnits)
    .max(RERA_EXEMPTION_LIMITS.units, RERA_MESSAGES.exemptionUnits),
});
/** Shape of {@link reraExemptionSchema}: square metres and units. */
export type ReraExemption = z.infer<typeof reraExemptionSchema>;

/** What {@link checkRera} looks at: the project's state and its RERA details. */
export type ReraDetails = {
  state: string;
  rera_number: string;
  rera_exempt: boolean;
  rera_exemption: ReraExemption | null;
};

/**
 * Checks a project's RERA details against the rules of this file. Returns null when they hold,
 * otherwise the field at fault (`rera_number` or `rera_exemption`) and its message from
 * {@link RERA_MESSAGES}. Used by the project form, the submit check and the staff checklist.
 * @example checkRera({ state: 'Uttar Pradesh', rera_number: 'UPRERAPRJ12345', rera_exempt: false, rera_exemption: null }) === null
 */
export function checkRera(details: ReraDetails): { field: 'rera_number' | 'rera_exemption'; message: string } | null {
  if (details.rera_exempt) {
    if (!details.rera_exemption) return { field: 'rera_exemption', message: RERA_MESSAGES.exemptionRequired };
    const parsed = reraExemptionSchema.safeParse(details.rera_exemption);
    if (!parsed.success) return { field: 'rera_exemption', message: parsed.error.issues[0]?.message ?? RERA_MESSAGES.exemptionRequired };
    return null;
  }
  const number = normaliseReraNumber(details.rera_number);
  if (isUttarPradesh(details.state)) {
    if (number === '') return { field: 'rera_number', message: RERA_MESSAGES.upRequired };
    return UP_RERA_PATTERN.test(number) ? null : { field: 'rera_number', message: RERA_MESSAGES.upFormat };
  }
  if (number === '') return null;
  return OTHER_RERA_PATTERN.test(number) ? null : { field: 'rera_number', message: RERA_MESSAGES.otherFormat };
}
