//! The hall's refusals in words for its pages (`wire::Error`'s codes, the
//! tournament page's message line): the hall view and the tournament's
//! pages are drawn on the server with the word list's own phrases; only a
//! refusal the script receives as JSON is worded from here.

use super::text::{self, Lang};

/// The refusals' words as a list: key, then English, German, Spanish (kept
/// out of rustfmt's way, one line a word, as `text.rs`).
macro_rules! tournament_words {
    ($($key:literal: $en:literal, $de:literal, $es:literal;)*) => {
        /// The refusals' words: `err-` and the code, then English, German,
        /// Spanish.
        pub const TOURNAMENT: &[(&str, [&str; 3])] = &[$(($key, [$en, $de, $es])),*];
    };
}

tournament_words! {
    "err-not-opened": "No tournament is opened yet", "Noch ist kein Turnier eröffnet", "Aún no se ha abierto ningún torneo";
    "err-wrong-key": "Wrong tournament key", "Falscher Turnierschlüssel", "Clave del torneo incorrecta";
    "err-no-key": "The tournament key is missing", "Der Turnierschlüssel fehlt", "Falta la clave del torneo";
    "err-jury-only": "Only the jury may do this", "Nur die Jury darf das", "Solo el jurado puede hacerlo";
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
    "err-not-seated": "That finalist has no role chosen to withdraw", "Dieser Finalist hat keine Rolle gewählt, die sich zurücknehmen ließe", "Ese finalista no tiene un rol elegido que retirar";
    "err-final-confirmed": "The final's result is confirmed: its roles stand", "Das Ergebnis des Finales ist bestätigt: die Rollen bleiben", "El resultado de la final está confirmado: sus roles se mantienen";
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
