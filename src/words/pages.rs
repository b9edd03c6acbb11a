//! The tournament's pages in the hall (the jury's `/tournament` and the
//! players' `/standings`, rendered by `sheets`): their tabs, buttons and
//! forms, in English, German and Spanish. What the pages share with the
//! printouts (the standings' columns, a round, a table) is worded once, in
//! `words::tournament`; only what the printouts do not say is here.

use super::text::Lang;

phrases! {
    P, "A phrase of the tournament's pages in the hall.";
    Title: "Tournament", "Turnier", "Torneo";
    ClockDiffers: "The result differs from its clock", "Das Ergebnis weicht von seiner Uhr ab", "El resultado no coincide con su reloj";
    ClockReason: "Reason to confirm it as it stands", "Grund, es so zu bestätigen", "Motivo para confirmarlo tal como está";
    NotAgreed: "Not agreed at the table by", "Am Tisch nicht bestätigt von", "No conforme en la mesa";
    ResultFileAdvanced: "The result file's text (advanced)", "Der Text der Ergebnisdatei (für Fortgeschrittene)", "El texto del archivo de resultado (avanzado)";
    TableClocks: "The tables' clocks", "Die Uhren der Tische", "Los relojes de las mesas";
    TableClocksAbout: "Each table's tablet scans its QR code (also on the table cards): the clock opens with that table's own key, which plays only that table's games. The tablets reach the hall at", "Das Tablet jedes Tisches scannt seinen QR-Code (auch auf den Tischkarten): die Uhr öffnet sich mit dem eigenen Schlüssel des Tisches, der nur dessen Partien spielt. Die Tablets erreichen die Turnierleitung unter", "La tableta de cada mesa escanea su código QR (también en las tarjetas de mesa): el reloj se abre con la clave propia de esa mesa, que solo juega sus partidas. Las tabletas llegan a la sala en";
    TableN: "Table {table}", "Tisch {table}", "Mesa {table}";
    RenewKey: "New key…", "Neuer Schlüssel…", "Clave nueva…";
    RenewKeyAsk: "Replace table {table}'s key? Its tablet stops sending at once and must scan the new code (print the table cards again).", "Den Schlüssel von Tisch {table} ersetzen? Sein Tablet sendet sofort nicht mehr und muss den neuen Code scannen (Tischkarten neu drucken).", "¿Sustituir la clave de la mesa {table}? Su tableta deja de enviar en el acto y debe escanear el código nuevo (vuelva a imprimir las tarjetas de mesa).";
    RenewKeyYes: "Replace the key", "Schlüssel ersetzen", "Sustituir la clave";
    PublicTitle: "Public standings", "Öffentliche Rangliste", "Clasificación pública";
    Hall: "Hall view", "Übersicht der Tische", "Vista de la sala";
    OddAnswer: "The hall answered what this page cannot read", "Die Turnierleitung antwortete, was diese Seite nicht lesen kann", "La sala respondió algo que esta página no puede leer";
    Results: "Results", "Ergebnisse", "Resultados";
    OpenTitle: "Open the tournament", "Turnier eröffnen", "Abrir el torneo";
    Name: "Name", "Name", "Nombre";
    FillIn: "Fill-in", "Ersatzspieler", "Suplente";
    Register: "Register", "Anmelden", "Inscribir";
    Correct: "Correct", "Korrigieren", "Corregir";
    AddFillIns: "Add the fill-ins", "Ersatzspieler hinzufügen", "Añadir los suplentes";
    Note: "Note", "Anmerkung", "Nota";
    NoteHint: "tells namesakes apart", "unterscheidet Namensgleiche", "distingue homónimos";
    FillInsNeeded: "The draw needs {fill_ins} more", "Die Auslosung braucht {fill_ins} mehr", "El sorteo necesita {fill_ins} más";
    FieldComplete: "The field is a multiple of four: ready to draw", "Das Feld ist ein Vielfaches von vier: bereit zur Auslosung", "El grupo es múltiplo de cuatro: listo para el sorteo";
    Closed: "Registration is closed: round 1 has begun (names and towns can still be corrected)", "Anmeldung geschlossen: Runde 1 hat begonnen (Namen und Orte lassen sich noch korrigieren)", "Inscripción cerrada: la ronda 1 ha empezado (aún se pueden corregir nombres y ciudades)";
    LateEntry: "The round is drawn: a player registered now is a late entry, who plays once Redraw… on the Draw tab seats him.", "Die Runde ist ausgelost: wer jetzt angemeldet wird, ist eine Nachmeldung und spielt, sobald Neu auslosen… im Reiter Auslosung ihn setzt.", "La ronda está sorteada: quien se inscriba ahora es una inscripción tardía y juega cuando Volver a sortear… en la pestaña Sorteo lo siente.";
    LateEntries: "Late entries (not in the draw yet)", "Nachmeldungen (noch nicht ausgelost)", "Inscripciones tardías (aún no sorteadas)";
    Absent: "Did not come (left out by the redraw)", "Nicht gekommen (bei der Neuauslosung gestrichen)", "No vinieron (quitados en el nuevo sorteo)";
    ImportTitle: "Import players from a CSV file", "Spieler aus einer CSV-Datei importieren", "Importar jugadores de un archivo CSV";
    ImportHint: "The columns name, town, note and fill-in, as friedrich-clock draw reads them. Each line is checked below; nothing is registered until you confirm.", "Die Spalten name, town, note und fill-in, wie friedrich-clock draw sie liest. Jede Zeile wird unten geprüft; angemeldet wird erst, wenn Sie bestätigen.", "Las columnas name, town, note y fill-in, como las lee friedrich-clock draw. Cada línea se revisa abajo; no se inscribe a nadie hasta que lo confirme.";
    ImportFile: "CSV file", "CSV-Datei", "Archivo CSV";
    ImportText: "or its text", "oder ihr Text", "o su texto";
    ImportLine: "Line", "Zeile", "Línea";
    ImportTaken: "number {no}", "Nummer {no}", "número {no}";
    ImportSameAs: "the same player as line {line}", "derselbe Spieler wie in Zeile {line}", "el mismo jugador que en la línea {line}";
    ImportCount: "{taken} of {lines} lines taken", "{taken} von {lines} Zeilen übernommen", "{taken} de {lines} líneas aceptadas";
    ImportRegister: "Register {players}", "{players} anmelden", "Inscribir {players}";
    DrawTitle: "Draw the qualifying round", "Vorrunde auslosen", "Sortear la ronda clasificatoria";
    SeedHint: "empty: random", "leer: zufällig", "vacía: al azar";
    Method: "Method", "Verfahren", "Método";
    MethodDesign: "design (four pots, nobody meets twice)", "Design (vier Töpfe, niemand trifft sich zweimal)", "diseño (cuatro bombos, nadie se enfrenta dos veces)";
    MethodSearch: "search (fewest repeats)", "Suche (möglichst wenige Wiederholungen)", "búsqueda (mínimas repeticiones)";
    Pots: "Pots", "Töpfe", "Bombos";
    NoRepeats: "Nobody meets anyone twice", "Niemand trifft jemanden zweimal", "Nadie se enfrenta dos veces";
    TownsApart: "Players of one town never meet", "Spieler eines Orts treffen sich nie", "Jugadores de una misma ciudad nunca se enfrentan";
    Repeats: "Meet more than once", "Treffen sich mehrmals", "Se enfrentan más de una vez";
    Together: "One town at one table", "Ein Ort an einem Tisch", "Una ciudad en una mesa";
    WhyTooFew: "{players} players: each has 12 opponent seats but only {others} others", "{players} Spieler: jeder hat 12 Gegnerplätze, aber nur {others} andere", "{players} jugadores: cada uno tiene 12 puestos de rival pero solo {others} otros";
    WhyTown: "{town}: {players}, but a round has {tables}", "{town}: {players}, aber eine Runde hat {tables}", "{town}: {players}, pero una ronda tiene {tables}";
    WhyFit: "The towns do not fit into four pots: a search seated the field", "Die Orte passen nicht in vier Töpfe: eine Suche hat das Feld gesetzt", "Las ciudades no caben en cuatro bombos: una búsqueda sentó al grupo";
    Missing: "missing", "fehlt", "falta";
    Reported: "reported", "gemeldet", "comunicado";
    ConfirmedMark: "confirmed", "bestätigt", "confirmado";
    MissingTables: "Missing tables", "Fehlende Tische", "Mesas que faltan";
    Confirm: "Confirm", "Bestätigen", "Confirmar";
    Enter: "Enter the result", "Ergebnis eintragen", "Introducir el resultado";
    ResultKeys: "The result in the result file's keys (TOML or JSON)", "Das Ergebnis in den Schlüsseln der Ergebnisdatei (TOML oder JSON)", "El resultado con las claves del archivo de resultado (TOML o JSON)";
    CorrectionReason: "Reason for the correction", "Grund der Korrektur", "Motivo de la corrección";
    Corrected: "corrected", "korrigiert", "corregido";
    OutcomeDefensive: "Prussia survived", "Preußen überlebt", "Prusia sobrevive";
    OutcomeOffensive: "Prussian offensive victory", "Preußischer Offensivsieg", "Victoria ofensiva prusiana";
    OutcomeAttackers: "Attackers won", "Die Angreifer gewinnen", "Ganan los atacantes";
    Print: "Print", "Drucken", "Imprimir";
    Tied: "tied", "gleichauf", "empatado";
    LotsLater: "Players still tied after every tie-breaker are ordered by lot once every qualifying game is confirmed", "Nach allen Feinwertungen noch Gleichauf-Liegende werden per Los geordnet, sobald jede Partie der Vorrunde bestätigt ist", "Los jugadores aún empatados tras todos los desempates se ordenan por sorteo cuando todas las partidas clasificatorias estén confirmadas";
    DrawLot: "Draw a lot", "Los ziehen", "Sortear";
    Explain: "The games behind this number (click to close)", "Die Partien hinter dieser Zahl (Klick schließt)", "Las partidas detrás de este número (clic para cerrar)";
    NotKnown: "not known", "unbekannt", "desconocido";
    NoneCounts: "none: counts 0", "keine: zählt 0", "ninguna: cuenta 0";
    Unscored: "Confirmed results that do not validate (they count for nobody)", "Bestätigte Ergebnisse, die nicht gültig sind (sie zählen für niemanden)", "Resultados confirmados que no validan (no cuentan para nadie)";
    PublishLive: "every confirmed game", "jede bestätigte Partie", "cada partida confirmada";
    PublishRounds: "complete rounds only", "nur vollständige Runden", "solo rondas completas";
    PublishQualifying: "nothing until the qualifying round is complete", "nichts vor Ende der Vorrunde", "nada hasta completar la ronda clasificatoria";
    PublicLink: "Open the public page", "Öffentliche Seite öffnen", "Abrir la página pública";
    Shown: "Rounds counted", "Gezählte Runden", "Rondas contadas";
    Held: "Not shown yet", "Noch nicht veröffentlicht", "Aún no publicado";
    NotSeeded: "Not decided yet: games to confirm, or a lot to draw", "Noch nicht entschieden: Partien zu bestätigen oder ein Los zu ziehen", "Aún sin decidir: partidas por confirmar o un sorteo pendiente";
    Chooses: "chooses a role", "wählt eine Rolle", "elige un rol";
    NothingYet: "Nothing here yet", "Hier ist noch nichts", "Aún no hay nada aquí";
    Fate: "Cards of Fate, in the order revealed, then the rest of the deck", "Schicksalskarten in der aufgedeckten Reihenfolge, dann der Rest des Stapels", "Cartas del Destino en el orden revelado, luego el resto del mazo";
    FateShort: "Cards of Fate", "Schicksalskarten", "Cartas del Destino";
    FateAtHint: "the number of the card at which each came (1–18; empty: not revealed); every other card is “other”", "an welcher Stelle jede kam (1–18; leer: nicht aufgedeckt); jede andere Karte ist „other“", "en qué carta salió cada una (1–18; vacío: no revelada); cualquier otra carta es «other»";
    FateMissing: "No Cards of Fate: Frederick's sTCC (tie-breaker 2) is not known and ranks last until they are entered", "Keine Schicksalskarten: Friedrichs sTCC (Feinwertung 2) ist unbekannt und zählt als schlechtester, bis sie eingetragen sind", "Sin Cartas del Destino: el sTCC de Federico (desempate 2) es desconocido y queda último hasta que se introduzcan";
    FateDeckNeeded: "The Cards of Fate do not take Russia, Sweden and France out: add the rest of the deck in order for Frederick's sTCC (tie-breaker 2)", "Die Schicksalskarten nehmen Russland, Schweden und Frankreich nicht heraus: für Friedrichs sTCC (Feinwertung 2) den Rest des Stapels der Reihe nach ergänzen", "Las Cartas del Destino no sacan a Rusia, Suecia y Francia: añada el resto del mazo en orden para el sTCC de Federico (desempate 2)";
    FateTooFew: "Fewer Cards of Fate than the game revealed: Frederick's sTCC (tie-breaker 2) is not known", "Weniger Schicksalskarten, als die Partie aufgedeckt hat: Friedrichs sTCC (Feinwertung 2) ist unbekannt", "Menos Cartas del Destino de las que reveló la partida: el sTCC de Federico (desempate 2) es desconocido";
    NotCounted: "not counted here yet", "hier noch nicht gezählt", "aún no contado aquí";
    UndoAsk: "Withdraw {name}'s choice ({role})? {name} chooses again.", "Wahl von {name} ({role}) zurücknehmen? {name} wählt neu.", "¿Retirar la elección de {name} ({role})? {name} vuelve a elegir.";
    UndoAskLater: "Withdraw {name}'s choice ({role}) and the {later} made after it? They choose again in rank order.", "Wahl von {name} ({role}) und die {later} danach getroffenen zurücknehmen? Sie wählen in der Reihenfolge der Rangliste neu.", "¿Retirar la elección de {name} ({role}) y las {later} hechas después? Vuelven a elegir por orden de clasificación.";
    UndoConfirm: "Withdraw the choice", "Wahl zurücknehmen", "Retirar la elección";
    Withdraw: "Withdraw…", "Zurückziehen…", "Retirar…";
    WithdrawTitle: "Withdraw {name} (left, or did not show up)", "{name} zurückziehen (abgereist oder nicht erschienen)", "Retirar a {name} (se fue o no se presentó)";
    WithdrawFrom: "From round", "Ab Runde", "Desde la ronda";
    WithdrawBy: "Fill-in in the seats left", "Ersatz auf den frei werdenden Plätzen", "Suplente en los puestos libres";
    WithdrawNew: "a new fill-in:", "ein neuer Ersatzspieler:", "un suplente nuevo:";
    WithdrawNext: "Next…", "Weiter…", "Siguiente…";
    WithdrawAsk: "Withdraw {name} from round {round} on ({reason})? {fill} (fill-in, not ranked) takes {name}'s seats {rounds}; {name} is not ranked.", "{name} ab Runde {round} zurückziehen ({reason})? {fill} (Ersatzspieler, nicht gewertet) übernimmt die Plätze von {name} {rounds}; {name} wird nicht gewertet.", "¿Retirar a {name} desde la ronda {round} ({reason})? {fill} (suplente, sin clasificar) ocupa los puestos de {name} {rounds}; {name} no se clasifica.";
    InRound: "in round {rounds}", "in Runde {rounds}", "en la ronda {rounds}";
    InRounds: "in rounds {rounds}", "in den Runden {rounds}", "en las rondas {rounds}";
    WithdrawConfirm: "Withdraw", "Zurückziehen", "Retirar";
    WithdrawNoReason: "A withdrawal needs a reason", "Ein Rückzug braucht einen Grund", "Una retirada necesita un motivo";
    SignIn: "Type the tournament key the hall printed at its start. It is the jury's alone; this browser keeps it for the tournament's days.", "Den Turnierschlüssel eingeben, den die Turnierleitung beim Start ausgegeben hat. Er gehört allein der Jury; dieser Browser behält ihn für die Turniertage.", "Escriba la clave del torneo que la sala mostró al arrancar. Es solo del jurado; este navegador la guarda durante los días del torneo.";
    SignInKey: "Tournament key", "Turnierschlüssel", "Clave del torneo";
    SignInOpen: "Open the page", "Seite öffnen", "Abrir la página";
    OffensiveEnded: "How the offensive ended", "Wie die Offensive endete", "Cómo terminó la ofensiva";
    ObjectivesInAll: "Objectives in all", "Ziele insgesamt", "Objetivos en total";
    Status: "Status", "Stand", "Estado";
    Actions: "Actions", "Aktionen", "Acciones";
}

/// A phrase with `{name}`-style marks filled in from `values`.
pub fn fill(lang: Lang, p: P, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(p.get(lang).to_owned(), |text, (mark, value)| {
            text.replace(&format!("{{{mark}}}"), value)
        })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::words::tournament::W;

    #[test]
    fn every_page_phrase_is_worded_once_and_not_said_again_by_the_printouts() {
        for lang in Lang::ALL {
            let printouts: BTreeSet<&str> = W::ALL.iter().map(|w| w.get(lang)).collect();
            let mut seen = BTreeSet::new();
            for p in P::ALL {
                let said = p.get(lang);
                assert!(!said.trim().is_empty(), "{p:?} in {lang:?}");
                // A tab and a button may share a word in one language
                // ("Final", "Zurückziehen"), never a sentence.
                let short = said.chars().count() < 14;
                assert!(
                    seen.insert(said) || short,
                    "{p:?} twice in {lang:?}: {said}"
                );
                assert!(
                    !printouts.contains(said) || short,
                    "{p:?} is the printouts' too: {said}"
                );
            }
        }
        // The sentences are translated, not left in English.
        for p in P::ALL.iter().filter(|p| p.get(Lang::En).len() > 30) {
            assert_ne!(p.get(Lang::En), p.get(Lang::De), "{p:?}");
            assert_ne!(p.get(Lang::En), p.get(Lang::Es), "{p:?}");
        }
    }

    #[test]
    fn marks_are_filled_in() {
        assert_eq!(
            fill(
                Lang::De,
                P::WhyTown,
                &[
                    ("town", "Graz"),
                    ("players", "5 Spieler"),
                    ("tables", "1 Tisch")
                ]
            ),
            "Graz: 5 Spieler, aber eine Runde hat 1 Tisch"
        );
    }
}
