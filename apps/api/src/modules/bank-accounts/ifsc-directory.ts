import { createRequire } from 'node:module';

/**
 * The bank of an IFSC, from Razorpay's IFSC list (npm package `ifsc`, MIT, pinned; see
 * docs/decisions/0037-ifsc-data.md and docs/product/payouts-bank-details.md, "IFSC"). Only the
 * package's data files are read, offline; its JavaScript entry (which loads an HTTP client to call
 * Razorpay's web service) is never imported. The files are read once, on the first look-up.
 */

/** Branch codes (the 6 characters after the zero) of each bank code: numbers when all digits, else text. */
type BranchLists = Record<string, Array<number | string>>;
type IfscData = {
  branches: BranchLists;
  bankNames: Record<string, string>;
  /** Whole IFSCs that belong to another (smaller) bank than their first 4 letters say: IFSC → bank code. */
  sublets: Record<string, string>;
  /** Beginnings of IFSCs that belong to another bank: prefix → bank code. */
  customSublets: Array<[prefix: string, bank: string]>;
};

let data: IfscData | undefined;

function loadData(): IfscData {
  if (data) return data;
  const require = createRequire(import.meta.url);
  const customSublets = require('ifsc/src/custom-sublets.json') as Record<string, string>;
  data = {
    branches: require('ifsc/src/IFSC.json') as BranchLists,
    bankNames: require('ifsc/src/banknames.json') as Record<string, string>,
    sublets: require('ifsc/src/sublet.json') as Record<string, string>,
    // the longest beginning wins when two match
    customSublets: Object.entries(customSublets).sort((a, b) => b[0].length - a[0].length),
  };
  return data;
}

/** What the IFSC list knows of a code: the bank's name (null when it does not know the bank) and whether this very branch is listed. */
export type IfscInfo = { bankName: string | null; branchListed: boolean };

/** Whether the list has branch `branch` (6 characters) of bank `bank` (numeric branch codes are kept as numbers: '001234' is 1234). */
function isBranchListed(branches: BranchLists, bank: string, branch: string): boolean {
  const list = branches[bank];
  if (!list) return false;
  return /^\d+$/.test(branch) ? list.includes(Number.parseInt(branch, 10)) : list.includes(branch);
}

/**
 * What the IFSC list says of `ifsc` (11 characters, upper case, already checked against the format
 * `AAAA0XXXXXX`): the bank's name as the list spells it ("State Bank of India"), taking the
 * sub-member banks that use another bank's codes into account, and whether the branch is listed.
 * A code whose branch is not listed still gets its bank's name from its first 4 letters when the
 * list knows that bank; a bank it does not know gives `bankName: null` (the format alone decides).
 * Never throws for a well-formed code.
 * @example lookupIfsc('SBIN0000001') → { bankName: 'State Bank of India', branchListed: true }
 */
export function lookupIfsc(ifsc: string): IfscInfo {
  const { branches, bankNames, sublets, customSublets } = loadData();
  const bank = ifsc.slice(0, 4);
  const branchListed = isBranchListed(branches, bank, ifsc.slice(5));
  const subletBank = branchListed ? (sublets[ifsc] ?? customSublets.find(([prefix]) => ifsc.startsWith(prefix))?.[1]) : undefined;
  const bankName = (subletBank && bankNames[subletBank]) || bankNames[bank] || null;
  return { bankName, branchListed };
}
