// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-tlds.mjs: `npm run gen:tlds`.
// The ASCII top-level domains of 2 to 3 letters (464) from tlds@1.261.0 (the IANA root zone list).
// TLDS[k] holds those of k + 2 letters, sorted and concatenated.
const TLDS = [
  'acadaeafagaialamaoaqarasatauawaxazbabbbdbebfbgbhbibjbmbnbobrbsbtbvbwbybzcacccdcfcgchcickclcmcncocrcucvcwcxcyczdedjdkdmdodzeceeegereseteufifjfkfmfofrgagbgdgegfggghgiglgmgngpgqgrgsgtgugwgyhkhmhnhrhthuidieiliminioiqirisitjejmjojpkekgkhkikmknkpkrkwkykzlalblclilklrlsltlulvlymamcmdmemgmhmkmlmmmnmompmqmrmsmtmumvmwmxmymznancnenfngninlnonpnrnunzompapepfpgphpkplpmpnprpsptpwpyqarerorsrurwsasbscsdsesgshsisjskslsmsnsosrssstsusvsxsysztctdtftgthtjtktltmtntotrtttvtwtzuaugukusuyuzvavcvevgvivnvuwfwsyeytzazmzw',
  'aaaabbabcacoadsaegaflaiganzaolappartawsaxabarbbcbbtbcgbcnbetbidbiobizbmsbmwbomboobotboxbuybzhcabcalcamcarcatcbacbnceocfacfdcomcpacrsdaddayddsdevdhldiydnpdogdotdtvdvreatecoeduesqeusfanfitflyfoofoxfrlftrfunfyigalgapgaygdngeaglegmogmxgoogopgotgovhbohivhkthothowibmiceicuifmincinginkintistitvjcbjiojlljmpjnjjotjoykfhkiakimkpnkrdlatlawldsllcllplollplltdmanmapmbamedmenmilmitmlbmlsmmamoemoimommovmsdmtnmtrnabnbanecnetnewnflngonhknownranrwnttnycobioneongonloooorgottovhpaypetphdpidpinpncproprupubpwcredrenrilrioriprunrwesapsassbisbsscbsewsexsfrskiskysoyspasrlstctabtaxtcitdktelthdtjxtoptrvtuitvsubsunouolupsvetvigvinvipwedwinwmewowwtcwtfxinxxxxyzyouyunzip',
];

/** Whether `label` (lowercase ASCII) is one of the top-level domains above. */
export function isTLD(label: string): boolean {
  const row = TLDS[label.length - 2];
  if (row === undefined) return false;
  for (let k = row.indexOf(label); k >= 0; k = row.indexOf(label, k + 1)) if (k % label.length === 0) return true;
  return false;
}
