//! The results sheet's words (`sheets::round_results`): a round's games and
//! every correction of that round, in English, German and Spanish.

use crate::lang::Lang;

phrases! {
    Rs, "A phrase of a round's results sheet.";
    Heading: "Results of round {round}", "Ergebnisse der Runde {round}", "Resultados de la ronda {round}";
    Corrections: "Corrections and reasons", "Korrekturen und Gründe", "Correcciones y motivos";
    NoCorrections: "No result of this round was corrected.", "Kein Ergebnis dieser Runde wurde korrigiert.", "Ningún resultado de esta ronda fue corregido.";
    By: "By", "Von", "Por";
    Was: "Was", "Vorher", "Antes";
    Now: "Corrected to", "Korrigiert zu", "Corregido a";
    FirstConfirmation: "confirmed against its clock", "gegen die eigene Uhr bestätigt", "confirmado contra su reloj";
    NotSigned: "not signed", "nicht gezeichnet", "sin firmar";
    Signed: "Signed by (jury)", "Gezeichnet von (Jury)", "Firmado por (jurado)";
    Sheet: "Results sheet of a round", "Ergebnisliste einer Runde", "Hoja de resultados de una ronda";
}
