//! The jury's decisions in words, in English, German and Spanish: two
//! reports of one game side by side on the Results tab, the questions an
//! irreversible step asks first (the draw, a lot, the first role choice
//! of the final) with what becomes final, and what the hall view says of
//! a game the jury archived, a copy superseded by another, or a game not
//! in the draw.

use super::text::Lang;

phrases! {
    J, "A phrase of the jury's decisions: conflicts, confirmations, the archive.";
    Report: "Report {n}", "Meldung {n}", "Comunicado {n}";
    WhereDiffer: "Where they differ", "Worin sie sich unterscheiden", "En qué difieren";
    FromClock: "The form starts from the game's clock where the result differs from it", "Das Formular beginnt bei der Uhr der Partie, wo das Ergebnis von ihr abweicht", "El formulario parte del reloj de la partida donde el resultado difiere de él";
    SavedAt: "saved at the table at {at}", "am Tisch gespeichert um {at}", "guardado en la mesa a las {at}";
    SameAs: "the same as report {n}", "wie Meldung {n}", "igual que el comunicado {n}";
    IsConfirmed: "the confirmed result", "das bestätigte Ergebnis", "el resultado confirmado";
    AfterConfirmation: "came after the confirmation", "kam nach der Bestätigung", "llegó tras la confirmación";
    BadgeDiffer: "reports differ", "Meldungen weichen ab", "comunicados distintos";
    BadgeReEntry: "new report differs", "neue Meldung weicht ab", "nuevo comunicado distinto";
    DifferHelp: "The tables reported results that differ. Nothing counts until the jury picks the one that does (or enters its own).", "Die Tische haben voneinander abweichende Ergebnisse gemeldet. Nichts zählt, bis die Jury das gültige auswählt (oder ein eigenes einträgt).", "Las mesas comunicaron resultados distintos. Nada cuenta hasta que el jurado elija el válido (o introduzca el suyo).";
    ReEntryHelp: "A table reported again after the confirmation, and its result differs. The confirmed result counts until the jury keeps it or replaces it with the report (a correction, with its reason).", "Ein Tisch hat nach der Bestätigung erneut gemeldet, mit anderem Ergebnis. Das bestätigte Ergebnis zählt, bis die Jury es behält oder durch die Meldung ersetzt (eine Korrektur, mit Grund).", "Una mesa comunicó de nuevo tras la confirmación, con otro resultado. El resultado confirmado cuenta hasta que el jurado lo mantenga o lo sustituya por el comunicado (una corrección, con su motivo).";
    ConfirmReport: "Confirm report {n}", "Meldung {n} bestätigen", "Confirmar el comunicado {n}";
    ReplaceWith: "Replace with report {n}…", "Durch Meldung {n} ersetzen…", "Sustituir por el comunicado {n}…";
    ReplaceConfirm: "Replace the confirmed result", "Bestätigtes Ergebnis ersetzen", "Sustituir el resultado confirmado";
    Keep: "Keep the confirmed result", "Bestätigtes Ergebnis behalten", "Mantener el resultado confirmado";
    ToDecide: "to decide", "zu entscheiden", "por decidir";
    NotInDrawLine: "Table journals naming a game that is not in the draw (their results are not reported)", "Tischprotokolle mit einer Partie, die nicht in der Auslosung steht (ihre Ergebnisse werden nicht gemeldet)", "Registros de mesa que nombran una partida que no está en el sorteo (sus resultados no se comunican)";
    CheckAndDraw: "Check and draw…", "Prüfen und auslosen…", "Revisar y sortear…";
    DrawAsk: "Draw the qualifying round now? This is final:", "Die Vorrunde jetzt auslosen? Das ist endgültig:", "¿Sortear ahora la ronda clasificatoria? Es definitivo:";
    DrawCloses: "Registration closes: these {players} play, {fill_ins} among them (not ranked); once round 1 begins, nobody can be added, only names and towns corrected.", "Die Anmeldung schließt: diese {players} spielen, darunter {fill_ins} (nicht gewertet); sobald Runde 1 beginnt, kommt niemand mehr hinzu, nur Namen und Orte lassen sich korrigieren.", "La inscripción se cierra: juegan estos {players}, entre ellos {fill_ins} (sin clasificar); una vez empezada la ronda 1 no se puede añadir a nadie, solo corregir nombres y ciudades.";
    DrawSeed: "The four rounds are seated by lot with the seed {seed}; once round 1 begins, the round cannot be drawn again.", "Die vier Runden werden mit dem Startwert {seed} ausgelost; sobald Runde 1 beginnt, kann die Runde nicht neu ausgelost werden.", "Las cuatro rondas se sortean con la semilla {seed}; una vez empezada la ronda 1, la ronda no se puede volver a sortear.";
    DrawRandom: "The four rounds are seated by lot with a random seed; once round 1 begins, the round cannot be drawn again.", "Die vier Runden werden mit einem zufälligen Startwert ausgelost; sobald Runde 1 beginnt, kann die Runde nicht neu ausgelost werden.", "Las cuatro rondas se sortean con una semilla al azar; una vez empezada la ronda 1, la ronda no se puede volver a sortear.";
    RedrawSeed: "The four rounds are seated again by lot with the seed {seed}.", "Die vier Runden werden mit dem Startwert {seed} neu ausgelost.", "Las cuatro rondas se vuelven a sortear con la semilla {seed}.";
    RedrawRandom: "The four rounds are seated again by lot with a random seed.", "Die vier Runden werden mit einem zufälligen Startwert neu ausgelost.", "Las cuatro rondas se vuelven a sortear con una semilla al azar.";
    DrawYes: "Yes, draw", "Ja, auslosen", "Sí, sortear";
    DrawLate: "Until round 1 begins, registration stays open for late entries, and a player who does not come can be dropped: the Draw tab's Redraw… draws again.", "Bis Runde 1 beginnt, bleibt die Anmeldung für Nachmeldungen offen, und ein Spieler, der nicht kommt, kann gestrichen werden: Neu auslosen… im Reiter Auslosung lost neu aus.", "Hasta que empiece la ronda 1, la inscripción sigue abierta para inscripciones tardías y se puede quitar a un jugador que no viene: Volver a sortear… en la pestaña Sorteo sortea de nuevo.";
    Redraw: "Redraw…", "Neu auslosen…", "Volver a sortear…";
    RedrawOpen: "Until round 1 begins (the first clock's line reaches the hall), a redraw adds the late entries and drops the players who did not come.", "Bis Runde 1 beginnt (die erste Zeile einer Uhr erreicht die Halle), nimmt eine Neuauslosung die Nachmeldungen auf und streicht die Spieler, die nicht gekommen sind.", "Hasta que empiece la ronda 1 (la primera línea de un reloj llega a la sala), un nuevo sorteo añade las inscripciones tardías y quita a los jugadores que no vinieron.";
    RedrawWaiting: "Late entries waiting for a redraw: {names}", "Nachmeldungen, die auf eine Neuauslosung warten: {names}", "Inscripciones tardías que esperan un nuevo sorteo: {names}";
    RedrawTitle: "Redraw before round 1: tick the players who did not come", "Neu auslosen vor Runde 1: die Spieler ankreuzen, die nicht gekommen sind", "Volver a sortear antes de la ronda 1: marque a los jugadores que no vinieron";
    RedrawNext: "Check and redraw…", "Prüfen und neu auslosen…", "Revisar y volver a sortear…";
    RedrawAsk: "Draw the qualifying round again now? This is final:", "Die Vorrunde jetzt neu auslosen? Das ist endgültig:", "¿Volver a sortear ahora la ronda clasificatoria? Es definitivo:";
    RedrawField: "These {players} play, {fill_ins} among them (not ranked).", "Diese {players} spielen, darunter {fill_ins} (nicht gewertet).", "Juegan estos {players}, entre ellos {fill_ins} (sin clasificar).";
    RedrawJoin: "Late entries who join: {names}", "Nachmeldungen, die hinzukommen: {names}", "Inscripciones tardías que se incorporan: {names}";
    RedrawLeave: "Out of the field (did not come): {names}", "Aus dem Feld (nicht gekommen): {names}", "Fuera del torneo (no vinieron): {names}";
    RedrawKeys: "The tables keep their numbers and keys; print the draw and the table cards again (those printed before are void).", "Die Tische behalten ihre Nummern und Schlüssel; Auslosung und Tischkarten neu drucken (die früheren gelten nicht mehr).", "Las mesas conservan sus números y claves; imprima de nuevo el sorteo y las tarjetas de mesa (las anteriores no valen).";
    RedrawYes: "Yes, redraw", "Ja, neu auslosen", "Sí, volver a sortear";
    LotAsk: "Draw a lot between {names}? Their order is final: a lot is drawn once, and it places them in the standings.", "Ein Los zwischen {names} ziehen? Ihre Reihenfolge ist endgültig: ein Los wird einmal gezogen und setzt sie in der Rangliste.", "¿Sortear entre {names}? Su orden es definitivo: un sorteo se hace una vez y los coloca en la clasificación.";
    LotYes: "Yes, draw the lot", "Ja, das Los ziehen", "Sí, hacer el sorteo";
    SeatAsk: "{name} chooses {role}. This first choice closes the qualifying round for good: no qualifying result can be confirmed or corrected after it, no lot drawn and no player withdrawn, even if the choice is withdrawn.", "{name} wählt {role}. Diese erste Wahl schließt die Vorrunde endgültig: danach kann kein Ergebnis der Vorrunde bestätigt oder korrigiert, kein Los gezogen und kein Spieler zurückgezogen werden, auch wenn die Wahl zurückgenommen wird.", "{name} elige {role}. Esta primera elección cierra la ronda clasificatoria para siempre: después no se puede confirmar ni corregir ningún resultado clasificatorio, ni sortear, ni retirar a ningún jugador, aunque se retire la elección.";
    StillOpen: "Still open, and closed with it:", "Noch offen, und damit geschlossen:", "Aún abierto, y cerrado con ello:";
    OpenUnconfirmed: "not confirmed", "nicht bestätigt", "sin confirmar";
    OpenUndecided: "reports waiting for the jury", "Meldungen, die auf die Jury warten", "comunicados que esperan al jurado";
    OpenWithoutFate: "no Cards of Fate (Frederick's sTCC stays unknown)", "keine Schicksalskarten (Friedrichs sTCC bleibt unbekannt)", "sin Cartas del Destino (el sTCC de Federico queda desconocido)";
    NothingOpen: "Nothing is open: every qualifying game is confirmed, its reports decided and its Cards of Fate entered.", "Nichts ist offen: jede Partie der Vorrunde ist bestätigt, ihre Meldungen entschieden und ihre Schicksalskarten eingetragen.", "Nada queda abierto: cada partida clasificatoria está confirmada, sus comunicados decididos y sus Cartas del Destino introducidas.";
    SeatYes: "Yes, {name} plays {role}", "Ja, {name} spielt {role}", "Sí, {name} juega {role}";
    Live: "live", "laufend", "en curso";
    Superseded: "superseded", "überholt", "sustituidas";
    Archived: "archived", "archiviert", "archivadas";
    Finished: "finished and confirmed", "beendet und bestätigt", "terminadas y confirmadas";
    ShowFinished: "Show the finished games ({count})", "Beendete Partien zeigen ({count})", "Mostrar las partidas terminadas ({count})";
    HideFinished: "Hide the finished games", "Beendete Partien ausblenden", "Ocultar las partidas terminadas";
    SupersededBy: "Superseded: the live copy of this game is {journal}", "Überholt: die laufende Kopie dieser Partie ist {journal}", "Sustituida: la copia en curso de esta partida es {journal}";
    SupersededDevice: "The live copy is written by device {device}, first heard at {since}", "Die laufende Kopie schreibt Gerät {device}, zuerst gehört um {since}", "La copia en curso la escribe el dispositivo {device}, oída por primera vez a las {since}";
    WrongKeys: "{count} wrong keys from {from} since {since}", "{count} falsche Schlüssel von {from} seit {since}", "{count} claves erróneas desde {from} desde las {since}";
    LiveCopy: "The live copy: {count} copies of this game in the hall", "Die laufende Kopie: {count} Kopien dieser Partie in der Turnierleitung", "La copia en curso: {count} copias de esta partida en la sala";
    NotInDraw: "Not in the tournament's draw", "Nicht in der Auslosung des Turniers", "No está en el sorteo del torneo";
    Archive: "Archive", "Archivieren", "Archivar";
    Restore: "Restore", "Wiederherstellen", "Restaurar";
    ArchivedGames: "Archived games (kept on disk, not counted)", "Archivierte Partien (auf der Festplatte behalten, nicht gezählt)", "Partidas archivadas (guardadas en disco, sin contar)";
}

/// A field of a result (its name in the result file, `objectives.sweden.held`)
/// as the result form labels it ("Sweden: Objectives held").
pub fn result_field(lang: Lang, key: &str) -> String {
    use super::text::{T, nation};
    use crate::scoring::result::ATTACKERS;
    let label = |t: T| t.get(lang).to_owned();
    if let Some(rest) = key.strip_prefix("objectives.")
        && let Some((n, part)) = rest.split_once('.')
        && let Some(n) = ATTACKERS
            .into_iter()
            .find(|a| crate::scoring::result::key(*a) == n)
    {
        let part = match part {
            "held" => label(T::Held),
            "total" => format!("{} {}", label(T::Held), label(T::Of)),
            _ => label(T::OutAfterTurn),
        };
        return format!("{}: {part}", nation(lang, n));
    }
    match key {
        "outcome" => label(T::Result),
        "turns" => label(T::Turns),
        "winners" => label(T::Winners),
        "fate" => super::pages::P::FateShort.get(lang).to_owned(),
        "imperial-army.controller" => label(T::ImperialArmyAtEnd),
        "imperial-army.switch-turn" => label(T::SwitchTurn),
        "imperial-army.held-at-switch" | "imperial-army.total-at-switch" => {
            format!(
                "{}: {}",
                label(T::ImperialArmyAtEnd),
                label(T::HeldAtSwitch)
            )
        }
        k if k.starts_with("offensive") => label(T::OffensiveLaunched),
        other => other.to_owned(),
    }
}

/// A phrase with `{name}`-style marks filled in from `values`.
pub fn fill(lang: Lang, j: J, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(j.get(lang).to_owned(), |text, (mark, value)| {
            text.replace(&format!("{{{mark}}}"), value)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phrase_is_translated_and_its_marks_kept() {
        for j in J::ALL {
            let en = j.get(Lang::En);
            for lang in [Lang::De, Lang::Es] {
                let said = j.get(lang);
                assert!(!said.trim().is_empty(), "{j:?} in {lang:?}");
                if en.len() > 12 {
                    assert_ne!(en, said, "{j:?} in {lang:?}");
                }
                for mark in [
                    "{n}",
                    "{at}",
                    "{players}",
                    "{fill_ins}",
                    "{seed}",
                    "{names}",
                ]
                .into_iter()
                .chain(["{name}", "{role}", "{journal}", "{count}"])
                {
                    assert_eq!(
                        en.contains(mark),
                        said.contains(mark),
                        "{j:?} {mark} in {lang:?}"
                    );
                }
            }
        }
        assert_eq!(fill(Lang::De, J::Report, &[("n", "2")]), "Meldung 2");
    }
}
