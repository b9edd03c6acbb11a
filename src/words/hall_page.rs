//! The hall pages' words (`src/hall/hall.html` and the jury's tournament
//! pages, `src/hall/tournament.html`), from the same word list as the app's,
//! handed to the pages as one JSON object per language. Keys are the pages':
//! the engine's names for sides, nations, roles, presets and stop reasons as
//! the hall's API spells them, and the pages' own (the tournament's are in
//! [`TOURNAMENT`] below: they are the hall's alone).

use serde_json::{Map, Value, json};

use crate::engine::{FateCard, Nation, Preset, Role, Side, StopReason};
use crate::scoring::result::fate_key;

use super::text::{self, Lang, T};

/// The engine's name of a value as the API spells it (`imperial-army`).
fn api_name(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The hall page's words in `lang`.
fn words(lang: Lang) -> Map<String, Value> {
    let mut w = Map::new();
    let mut put = |key: &str, text: &str| {
        w.insert(key.to_owned(), Value::from(text));
    };
    for (key, t) in [
        ("title", T::HallPageTitle),
        ("tables", T::HallTables),
        ("sound", T::HallSound),
        ("soundOn", T::HallSoundOn),
        ("turn", T::Turn),
        ("between", T::BetweenTurns),
        ("over", T::GameOver),
        ("table", T::Table),
        ("nothing", T::NothingRuns),
        ("clockOf", T::ClockOf),
        ("conquest", T::Conquest),
        ("stopwatch", T::Stopwatch),
        ("retreat", T::Retreat),
        ("stage", T::ActionStage),
        ("flag", T::AlertFlag),
        ("jury", T::AlertJury),
        ("offensive-failed", T::AlertOffensiveFailed),
        ("silent", T::AlertSilent),
        ("back", T::BackToHall),
        ("log", T::Log),
        ("report", T::ReportSheet),
        ("journal", T::JournalDownload),
        ("readonly", T::ReadOnly),
        ("stopped", T::ClockStopped),
        ("dealing", T::Dealing),
        ("noKey", T::HallNoKey),
        ("wrongKey", T::HallWrongKey),
        ("offline", T::HallNoAnswer),
    ] {
        put(key, t.get(lang));
    }
    put("time", super::chart::C::TimeWent.get(lang));
    for side in [Side::Frederick, Side::Attackers] {
        put(&api_name(side), text::side(lang, side));
    }
    for nation in Nation::ALL {
        put(&api_name(nation), text::nation(lang, nation));
    }
    for reason in StopReason::ALL.into_iter().chain([StopReason::Outage]) {
        put(
            &format!("stop-{}", api_name(reason)),
            text::stop(lang, reason),
        );
    }
    for role in Role::ALL {
        put(&format!("role-{}", api_name(role)), text::role(lang, role));
    }
    for preset in Preset::ALL {
        put(
            &format!("preset-{}", preset.id()),
            &text::preset(lang, preset),
        );
    }
    for card in FateCard::STROKES {
        put(
            &format!("card-{}", fate_key(card)),
            &super::card(lang, card),
        );
    }
    for (key, words) in TOURNAMENT {
        put(key, text::pick(lang, *words));
    }
    w
}

/// The tournament pages' own words as a list: key, then English, German,
/// Spanish (kept out of rustfmt's way, one line a word, as `text.rs`).
macro_rules! tournament_words {
    ($($key:literal: $en:literal, $de:literal, $es:literal;)*) => {
        /// The tournament pages' own words: key, then English, German,
        /// Spanish. `{players}`-style marks are filled in by the page.
        pub const TOURNAMENT: &[(&str, [&str; 3])] = &[$(($key, [$en, $de, $es])),*];
    };
}

tournament_words! {
    "t-title": "Tournament", "Turnier", "Torneo";
    "t-hall": "Hall view", "Übersicht der Tische", "Vista de la sala";
    "t-tournament-link": "Tournament", "Turnier", "Torneo";
    "t-players": "Players", "Spieler", "Jugadores";
    "t-draw": "Draw", "Auslosung", "Sorteo";
    "t-results": "Results", "Ergebnisse", "Resultados";
    "t-standings": "Standings", "Tabelle", "Clasificación";
    "t-final": "Final", "Finale", "Final";
    "t-open-title": "Open the tournament", "Turnier eröffnen", "Abrir el torneo";
    "t-open": "Open", "Eröffnen", "Abrir";
    "t-name": "Name", "Name", "Nombre";
    "t-scheme": "Scoring rules", "Wertung", "Puntuación";
    "t-no": "No.", "Nr.", "N.º";
    "t-town": "Town or club", "Ort oder Verein", "Ciudad o club";
    "t-fill-in": "Fill-in", "Ersatzspieler", "Suplente";
    "t-register": "Register", "Anmelden", "Inscribir";
    "t-correct": "Correct", "Korrigieren", "Corregir";
    "t-save": "Save", "Speichern", "Guardar";
    "t-cancel": "Cancel", "Abbrechen", "Cancelar";
    "t-add-fill-ins": "Add the fill-ins", "Ersatzspieler hinzufügen", "Añadir los suplentes";
    "t-fill-ins-needed": "fill-ins needed for the draw", "Ersatzspieler für die Auslosung nötig", "suplentes necesarios para el sorteo";
    "t-field-complete": "The field is a multiple of four: ready to draw", "Das Feld ist ein Vielfaches von vier: bereit zur Auslosung", "El grupo es múltiplo de cuatro: listo para el sorteo";
    "t-closed": "Registration is closed: the round is drawn (names and towns can still be corrected)", "Anmeldung geschlossen: die Runde ist ausgelost (Namen und Orte lassen sich noch korrigieren)", "Inscripción cerrada: la ronda está sorteada (aún se pueden corregir nombres y ciudades)";
    "t-draw-title": "Draw the qualifying round", "Vorrunde auslosen", "Sortear la ronda clasificatoria";
    "t-seed": "Seed", "Startwert", "Semilla";
    "t-seed-hint": "empty: random", "leer: zufällig", "vacía: al azar";
    "t-draw-now": "Draw", "Auslosen", "Sortear";
    "t-method": "Method", "Verfahren", "Método";
    "t-method-design": "design (four pots, nobody meets twice)", "Design (vier Töpfe, niemand trifft sich zweimal)", "diseño (cuatro bombos, nadie se enfrenta dos veces)";
    "t-method-search": "search (fewest repeats)", "Suche (möglichst wenige Wiederholungen)", "búsqueda (mínimas repeticiones)";
    "t-pots": "Pots", "Töpfe", "Bombos";
    "t-no-repeats": "Nobody meets anyone twice", "Niemand trifft jemanden zweimal", "Nadie se enfrenta dos veces";
    "t-towns-apart": "Players of one town never meet", "Spieler eines Orts treffen sich nie", "Jugadores de una misma ciudad nunca se enfrentan";
    "t-repeats": "Meet more than once", "Treffen sich mehrmals", "Se enfrentan más de una vez";
    "t-together": "One town at one table", "Ein Ort an einem Tisch", "Una ciudad en una mesa";
    "t-why-too-few": "{players} players: each has 12 opponent seats but only {others} others", "{players} Spieler: jeder hat 12 Gegnerplätze, aber nur {others} andere", "{players} jugadores: cada uno tiene 12 puestos de rival pero solo {others} otros";
    "t-why-town": "{town}: {players} players, but a round has {tables} tables", "{town}: {players} Spieler, aber eine Runde hat {tables} Tische", "{town}: {players} jugadores, pero una ronda tiene {tables} mesas";
    "t-why-fit": "The towns do not fit into four pots: a search seated the field", "Die Orte passen nicht in vier Töpfe: eine Suche hat das Feld gesetzt", "Las ciudades no caben en cuatro bombos: una búsqueda sentó al grupo";
    "t-round": "Round", "Runde", "Ronda";
    "t-result-in": "Result in", "Ergebnis liegt vor", "Resultado recibido";
    "t-table": "Table", "Tisch", "Mesa";
    "t-missing": "missing", "fehlt", "falta";
    "t-reported": "reported", "gemeldet", "comunicado";
    "t-confirmed": "confirmed", "bestätigt", "confirmado";
    "t-missing-tables": "Missing tables", "Fehlende Tische", "Mesas que faltan";
    "t-confirm": "Confirm", "Bestätigen", "Confirmar";
    "t-enter": "Enter the result", "Ergebnis eintragen", "Introducir el resultado";
    "t-result-keys": "The result in the result file's keys (TOML or JSON)", "Das Ergebnis in den Schlüsseln der Ergebnisdatei (TOML oder JSON)", "El resultado con las claves del archivo de resultado (TOML o JSON)";
    "t-reason": "Reason for the correction", "Grund der Korrektur", "Motivo de la corrección";
    "t-differs": "the table saved another result since", "der Tisch hat seitdem ein anderes Ergebnis gespeichert", "la mesa guardó otro resultado desde entonces";
    "t-corrected": "corrected", "korrigiert", "corregido";
    "t-turns": "turns", "Züge", "turnos";
    "t-outcome-defensive": "Prussia survived", "Preußen überlebt", "Prusia sobrevive";
    "t-outcome-offensive": "Prussian offensive victory", "Preußischer Offensivsieg", "Victoria ofensiva prusiana";
    "t-outcome-attackers": "Attackers won", "Die Angreifer gewinnen", "Ganan los atacantes";
    "t-rank": "Rank", "Platz", "Puesto";
    "t-player": "Player", "Spieler", "Jugador";
    "t-total": "Total", "Summe", "Total";
    "t-tb1": "TB1: 2nd best E + MT", "TB1: Zweitbeste E + MT", "DE1: 2.ª mejor I + MT";
    "t-tb2": "TB2: sTCC as Frederick", "TB2: sTCC als Friedrich", "DE2: sTCC como Federico";
    "t-tb3": "TB3: opponents as Frederick", "TB3: Gegner als Friedrich", "DE3: rivales como Federico";
    "t-games": "Games", "Partien", "Partidas";
    "t-decided": "Decided by", "Entschieden durch", "Decidido por";
    "t-by-second-best": "tie-breaker 1", "Feinwertung 1", "desempate 1";
    "t-by-tcc": "tie-breaker 2", "Feinwertung 2", "desempate 2";
    "t-by-opponents": "tie-breaker 3", "Feinwertung 3", "desempate 3";
    "t-by-lot": "lot", "Los", "sorteo";
    "t-needs-lot": "needs a lot", "Los nötig", "necesita sorteo";
    "t-print": "Print", "Drucken", "Imprimir";
    "t-print-draw": "the draw", "die Auslosung", "el sorteo";
    "t-print-tables": "table cards", "Tischkarten", "tarjetas de mesa";
    "t-print-players": "player cards", "Spielerkarten", "tarjetas de jugador";
    "t-print-standings": "the standings", "die Tabelle", "la clasificación";
    "t-print-final": "the final's sheet", "das Finalblatt", "la hoja de la final";
    "t-csv-players": "players", "Spieler", "jugadores";
    "t-csv-draw": "draw", "Auslosung", "sorteo";
    "t-csv-results": "results", "Ergebnisse", "resultados";
    "t-csv-standings": "standings", "Tabelle", "clasificación";
    "t-tied": "tied", "gleichauf", "empatado";
    "t-lots-later": "Players still tied after every tie-breaker are ordered by lot once every qualifying game is confirmed", "Nach allen Feinwertungen noch Gleichauf-Liegende werden per Los geordnet, sobald jede Partie der Vorrunde bestätigt ist", "Los jugadores aún empatados tras todos los desempates se ordenan por sorteo cuando todas las partidas clasificatorias estén confirmadas";
    "t-draw-lot": "Draw a lot", "Los ziehen", "Sortear";
    "t-lot-for": "Tied after every tie-breaker", "Nach allen Feinwertungen gleich", "Empatados tras todos los desempates";
    "t-explain": "The games behind this number (click to close)", "Die Partien hinter dieser Zahl (Klick schließt)", "Las partidas detrás de este número (clic para cerrar)";
    "t-not-known": "not known", "unbekannt", "desconocido";
    "t-not-played": "not confirmed yet", "noch nicht bestätigt", "aún no confirmada";
    "t-none-counts": "none: counts 0", "keine: zählt 0", "ninguna: cuenta 0";
    "t-unscored": "Confirmed results that do not validate (they count for nobody)", "Bestätigte Ergebnisse, die nicht gültig sind (sie zählen für niemanden)", "Resultados confirmados que no validan (no cuentan para nadie)";
    "t-public": "Public standings", "Öffentliche Tabelle", "Clasificación pública";
    "t-publish-live": "every confirmed game", "jede bestätigte Partie", "cada partida confirmada";
    "t-publish-rounds": "complete rounds only", "nur vollständige Runden", "solo rondas completas";
    "t-publish-qualifying": "nothing until the qualifying round is complete", "nichts vor Ende der Vorrunde", "nada hasta completar la ronda clasificatoria";
    "t-public-link": "Open the public page", "Öffentliche Seite öffnen", "Abrir la página pública";
    "t-shown": "Rounds counted", "Gezählte Runden", "Rondas contadas";
    "t-held": "Not shown yet", "Noch nicht veröffentlicht", "Aún no publicado";
    "t-finalists": "Finalists", "Finalisten", "Finalistas";
    "t-not-seeded": "Not decided yet: games to confirm, or a lot to draw", "Noch nicht entschieden: Partien zu bestätigen oder ein Los zu ziehen", "Aún sin decidir: partidas por confirmar o un sorteo pendiente";
    "t-chooses": "chooses a role", "wählt eine Rolle", "elige un rol";
    "t-winner": "Winner", "Sieger", "Ganador";
    "t-place": "Place", "Platz", "Puesto";
    "t-nations": "Winning nations", "Siegreiche Nationen", "Naciones ganadoras";
    "t-role-wins": "Role's qualifying wins", "Siege der Rolle in der Vorrunde", "Victorias del rol en la clasificatoria";
    "t-by-nations": "winning nations", "siegreiche Nationen", "naciones ganadoras";
    "t-by-role-wins": "fewest role wins", "wenigste Siege der Rolle", "menos victorias del rol";
    "t-by-role": "Pompadour wins ties, Maria Theresia loses them", "Pompadour gewinnt Gleichstände, Maria Theresia verliert sie", "Pompadour gana los empates, María Teresa los pierde";
    "t-shared": "shared", "geteilt", "compartido";
    "t-nothing-yet": "Nothing here yet", "Hier ist noch nichts", "Aún no hay nada aquí";
    "err-not-opened": "No tournament is opened yet", "Noch ist kein Turnier eröffnet", "Aún no se ha abierto ningún torneo";
    "err-wrong-key": "Wrong tournament key", "Falscher Turnierschlüssel", "Clave del torneo incorrecta";
    "err-no-key": "The tournament key is missing", "Der Turnierschlüssel fehlt", "Falta la clave del torneo";
    "err-too-large": "The request is too large", "Die Anfrage ist zu groß", "La solicitud es demasiado grande";
    "err-malformed": "A line is not a journal line", "Eine Zeile ist keine Journalzeile", "Una línea no es una línea del diario";
    "err-already-opened": "The tournament is already opened", "Das Turnier ist schon eröffnet", "El torneo ya está abierto";
    "err-player-number": "No such player", "Kein solcher Spieler", "No existe ese jugador";
    "err-no-name": "A name is needed", "Ein Name fehlt", "Falta un nombre";
    "err-after-draw": "Registration is closed: the round is drawn", "Anmeldung geschlossen: die Runde ist ausgelost", "Inscripción cerrada: la ronda está sorteada";
    "err-already-drawn": "The qualifying round is already drawn", "Die Vorrunde ist schon ausgelost", "La ronda clasificatoria ya está sorteada";
    "err-draw-players": "The draw does not seat the registered players", "Die Auslosung setzt nicht die angemeldeten Spieler", "El sorteo no sienta a los jugadores inscritos";
    "err-fill-ins-needed": "The draw needs a multiple of four players: add the fill-ins first", "Die Auslosung braucht ein Vielfaches von vier Spielern: erst Ersatzspieler hinzufügen", "El sorteo necesita un múltiplo de cuatro jugadores: añada antes los suplentes";
    "err-unknown": "No such game", "Keine solche Partie", "No existe esa partida";
    "err-no-reason": "A correction needs a reason", "Eine Korrektur braucht einen Grund", "Una corrección necesita un motivo";
    "err-nothing-reported": "Nothing reported to confirm: enter the result", "Nichts gemeldet zum Bestätigen: Ergebnis eintragen", "Nada comunicado que confirmar: introduzca el resultado";
    "err-bad-result": "The result is refused", "Das Ergebnis wird abgelehnt", "El resultado se rechaza";
    "err-bad-lot": "A lot orders at least two players", "Ein Los ordnet mindestens zwei Spieler", "Un sorteo ordena al menos a dos jugadores";
    "err-lot-drawn": "A lot already orders these players: it is drawn once", "Diese Spieler sind schon ausgelost: ein Los wird einmal gezogen", "Ya hay un sorteo para estos jugadores: se sortea una sola vez";
    "err-not-seeded": "The final is not seeded yet", "Das Finale ist noch nicht gesetzt", "La final aún no está decidida";
    "err-not-his-choice": "Not this finalist's turn to choose", "Dieser Finalist ist nicht an der Reihe", "No es el turno de este finalista";
    "err-final-seeded": "The finalists are choosing their roles: the qualifying results are closed", "Die Finalisten wählen ihre Rollen: die Ergebnisse der Vorrunde sind geschlossen", "Los finalistas eligen sus papeles: los resultados de la fase de clasificación están cerrados";
    "err-role-taken": "That role is taken", "Diese Rolle ist vergeben", "Ese rol ya está ocupado";
    "t-fate": "Cards of Fate, in the order revealed, then the rest of the deck", "Schicksalskarten in der aufgedeckten Reihenfolge, dann der Rest des Stapels", "Cartas del Destino en el orden revelado, luego el resto del mazo";
    "t-fate-hint": "Click the cards in order; every other card is “other”", "Karten der Reihe nach anklicken; jede andere Karte ist „other“", "Pulse las cartas en orden; cualquier otra carta es «other»";
    "t-card-other": "other", "andere", "otra";
    "t-fate-back": "Remove the last card", "Letzte Karte entfernen", "Quitar la última carta";
    "t-fate-missing": "No Cards of Fate: Frederick's sTCC (tie-breaker 2) is not known and ranks last until they are entered", "Keine Schicksalskarten: Friedrichs sTCC (Feinwertung 2) ist unbekannt und zählt als schlechtester, bis sie eingetragen sind", "Sin Cartas del Destino: el sTCC de Federico (desempate 2) es desconocido y queda último hasta que se introduzcan";
    "t-fate-deck-needed": "The Cards of Fate do not take Russia, Sweden and France out: add the rest of the deck in order for Frederick's sTCC (tie-breaker 2)", "Die Schicksalskarten nehmen Russland, Schweden und Frankreich nicht heraus: für Friedrichs sTCC (Feinwertung 2) den Rest des Stapels der Reihe nach ergänzen", "Las Cartas del Destino no sacan a Rusia, Suecia y Francia: añada el resto del mazo en orden para el sTCC de Federico (desempate 2)";
    "t-fate-too-few-cards": "Fewer Cards of Fate than the game revealed: Frederick's sTCC (tie-breaker 2) is not known", "Weniger Schicksalskarten, als die Partie aufgedeckt hat: Friedrichs sTCC (Feinwertung 2) ist unbekannt", "Menos Cartas del Destino de las que reveló la partida: el sTCC de Federico (desempate 2) es desconocido";
    "t-fate-no-attacker-tcs": "The TC table gives the attacking nations nothing", "Die TK-Tabelle gibt den angreifenden Nationen nichts", "La tabla de CT no da nada a las naciones atacantes";
    "t-not-counted": "not counted here yet", "hier noch nicht gezählt", "aún no contado aquí";
    "t-undo-seat": "Undo", "Rückgängig", "Deshacer";
    "t-undo-seat-ask": "Withdraw {name}'s choice ({role})? {name} chooses again.", "Wahl von {name} ({role}) zurücknehmen? {name} wählt neu.", "¿Retirar la elección de {name} ({role})? {name} vuelve a elegir.";
    "t-undo-seat-ask-later": "Withdraw {name}'s choice ({role}) and the {later} made after it? They choose again in rank order.", "Wahl von {name} ({role}) und die {later} danach getroffenen zurücknehmen? Sie wählen in der Reihenfolge der Tabelle neu.", "¿Retirar la elección de {name} ({role}) y las {later} hechas después? Vuelven a elegir por orden de clasificación.";
    "t-undo-reason": "Reason", "Grund", "Motivo";
    "t-undo-confirm": "Withdraw the choice", "Wahl zurücknehmen", "Retirar la elección";
    "err-not-seated": "That finalist has no role chosen to withdraw", "Dieser Finalist hat keine Rolle gewählt, die sich zurücknehmen ließe", "Ese finalista no tiene un rol elegido que retirar";
    "err-final-confirmed": "The final's result is confirmed: its roles stand", "Das Ergebnis des Finales ist bestätigt: die Rollen bleiben", "El resultado de la final está confirmado: sus roles se mantienen";
    "t-withdraw": "Withdraw…", "Zurückziehen…", "Retirar…";
    "t-withdraw-title": "Withdraw {name} (he left, or did not show up)", "{name} zurückziehen (abgereist oder nicht erschienen)", "Retirar a {name} (se fue o no se presentó)";
    "t-withdraw-from": "From round", "Ab Runde", "Desde la ronda";
    "t-withdraw-by": "Fill-in in his seats", "Ersatzspieler auf seinen Plätzen", "Suplente en sus puestos";
    "t-withdraw-new": "a new fill-in:", "ein neuer Ersatzspieler:", "un suplente nuevo:";
    "t-withdraw-next": "Next…", "Weiter…", "Siguiente…";
    "t-withdraw-ask": "Withdraw {name} from round {round} on ({reason})? {fill} (fill-in, not ranked) takes his seats in rounds {rounds}; {name} is not ranked.", "{name} ab Runde {round} zurückziehen ({reason})? {fill} (Ersatzspieler, nicht gewertet) übernimmt seine Plätze in den Runden {rounds}; {name} wird nicht gewertet.", "¿Retirar a {name} desde la ronda {round} ({reason})? {fill} (suplente, sin clasificar) ocupa sus puestos en las rondas {rounds}; {name} no se clasifica.";
    "t-withdraw-confirm": "Withdraw", "Zurückziehen", "Retirar";
    "t-back": "Back", "Zurück", "Atrás";
    "t-withdrawn-from": "withdrawn from round {round}", "ab Runde {round} zurückgezogen", "retirado desde la ronda {round}";
    "t-in-place-of": "in place of {name} from round {round}", "für {name} ab Runde {round}", "en lugar de {name} desde la ronda {round}";
    "t-withdraw-no-reason": "A withdrawal needs a reason", "Ein Rückzug braucht einen Grund", "Una retirada necesita un motivo";
    "err-not-drawn": "Nobody is withdrawn before the draw", "Vor der Auslosung wird niemand zurückgezogen", "Nadie se retira antes del sorteo";
    "err-no-such-player": "No such player is registered", "Kein solcher Spieler ist angemeldet", "No hay tal jugador inscrito";
    "err-already-withdrawn": "That player is already withdrawn", "Dieser Spieler ist bereits zurückgezogen", "Ese jugador ya está retirado";
    "err-no-such-round": "No such round: the qualifying rounds are 1 to 4", "Keine solche Runde: die Vorrunde hat die Runden 1 bis 4", "No existe esa ronda: las rondas clasificatorias son de la 1 a la 4";
    "err-already-played": "His game in that round already has a result: withdraw him from a later round", "Seine Partie in dieser Runde hat schon ein Ergebnis: ab einer späteren Runde zurückziehen", "Su partida de esa ronda ya tiene resultado: retírelo desde una ronda posterior";
    "err-not-a-fill-in": "That player cannot take the seats: not a fill-in, or withdrawn", "Dieser Spieler kann die Plätze nicht übernehmen: kein Ersatzspieler oder zurückgezogen", "Ese jugador no puede ocupar los puestos: no es suplente o está retirado";
    "err-fill-in-busy": "That fill-in already plays in one of those rounds (one game a round)", "Dieser Ersatzspieler spielt schon in einer dieser Runden (eine Partie je Runde)", "Ese suplente ya juega en una de esas rondas (una partida por ronda)";
    "err-bad-request": "The hall cannot read this request", "Die Turnierleitung kann diese Anfrage nicht lesen", "La sala no puede leer esta petición";
    "err-storage": "The hall cannot store it", "Die Turnierleitung kann es nicht speichern", "La sala no puede guardarlo";
}

/// The hall's refusals worded in `lang`: each code as `wire::Error`
/// spells it (`no-name`) and its words.
pub fn refusal_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
    TOURNAMENT
        .iter()
        .filter_map(|(k, words)| Some((k.strip_prefix("err-")?, text::pick(lang, *words))))
        .collect()
}

/// Every language's words for the hall page: `{"en": {...}, "de": ..., "es": ...}`.
pub fn hall_page() -> String {
    let all: Map<String, Value> = Lang::ALL
        .into_iter()
        .map(|lang| (lang.code().to_owned(), Value::Object(words(lang))))
        .collect();
    json!(all).to_string()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::TOURNAMENT;

    #[test]
    fn the_tournament_words_are_named_once_and_said_in_every_language() {
        let mut keys = BTreeSet::new();
        for (key, [en, de, es]) in TOURNAMENT {
            assert!(keys.insert(*key), "{key} twice");
            assert!(key.starts_with("t-") || key.starts_with("err-"), "{key}");
            assert!(![en, de, es].iter().any(|w| w.trim().is_empty()), "{key}");
        }
        // The sentences are translated, not left in English.
        let sentences = TOURNAMENT.iter().filter(|(_, [en, ..])| en.len() > 30);
        for (key, [en, de, es]) in sentences {
            assert!(en != de && en != es, "{key} is not translated");
        }
    }
}
