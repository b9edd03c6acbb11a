//! The words of what the players follow: the crosstable (page, printout),
//! the players' own pages on their phones, the projector's screens and the
//! QR code that leads to them, in English, German and Spanish. What they
//! share with the printouts and the tournament's pages (rank, round, table,
//! role, total) is worded there once.

use super::text::Lang;

phrases! {
    F, "A phrase of the players' pages, the crosstable and the projector.";
    Crosstable: "Crosstable", "Kreuztabelle", "Tabla cruzada";
    CrossNote: "Each round: table and role, the opponents by number, the player's score (– not confirmed yet)", "Jede Runde: Tisch und Rolle, die Gegner nach Nummer, die eigenen Punkte (– noch nicht bestätigt)", "Cada ronda: mesa y rol, los rivales por número, su puntuación (– aún sin confirmar)";
    Opponents: "Opponents", "Gegner", "Rivales";
    Free: "no game", "keine Partie", "sin partida";
    FindYourself: "Find yourself: your name or your number", "Finde dich: dein Name oder deine Nummer", "Búscate: tu nombre o tu número";
    Search: "Search", "Suchen", "Buscar";
    NoMatch: "No player matches", "Kein Spieler passt", "Ningún jugador coincide";
    AllPlayers: "All players", "Alle Spieler", "Todos los jugadores";
    PlayersLink: "Players: find your table and your games", "Spieler: finde deinen Tisch und deine Partien", "Jugadores: encuentra tu mesa y tus partidas";
    QrCode: "QR code: {address}", "QR-Code: {address}", "Código QR: {address}";
    Scan: "Scan for your table and your results", "Scannen für deinen Tisch und deine Ergebnisse", "Escanea para ver tu mesa y tus resultados";
    NowPlaying: "Your game now", "Deine Partie jetzt", "Tu partida ahora";
    NextGame: "Your next game", "Deine nächste Partie", "Tu próxima partida";
    RankOf: "Rank {rank} of {all}", "Platz {rank} von {all}", "Puesto {rank} de {all}";
    WonTheTournament: "Winner of the tournament", "Sieger des Turniers", "Ganador del torneo";
    FinalPlace: "Place {place} in the final", "Platz {place} im Finale", "Puesto {place} en la final";
    QualifyingRank: "qualifying round: rank {rank} of {all}", "Vorrunde: Platz {rank} von {all}", "fase clasificatoria: puesto {rank} de {all}";
    NoSuchPlayer: "No player number {no} in this tournament", "Keine Spielernummer {no} in diesem Turnier", "Ningún jugador con el número {no} en este torneo";
    Projector: "Projector", "Beamer", "Proyector";
    NoTables: "No tables to show: the round is not drawn yet, or every game is confirmed", "Keine Tische zu zeigen: die Runde ist noch nicht ausgelost oder jede Partie ist bestätigt", "No hay mesas que mostrar: la ronda aún no está sorteada o todas las partidas están confirmadas";
}

/// A phrase with `{name}`-style marks filled in from `values`.
pub fn put(lang: Lang, f: F, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(f.get(lang).to_owned(), |text, (mark, value)| {
            text.replace(&format!("{{{mark}}}"), value)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_phrase_is_translated_and_marks_go_in() {
        for f in F::ALL {
            for lang in Lang::ALL {
                assert!(!f.get(lang).trim().is_empty(), "{f:?} in {lang:?}");
            }
            assert_ne!(f.get(Lang::En), f.get(Lang::De), "{f:?}");
            assert_ne!(f.get(Lang::En), f.get(Lang::Es), "{f:?}");
        }
        assert_eq!(
            put(Lang::De, F::RankOf, &[("rank", "3"), ("all", "20")]),
            "Platz 3 von 20"
        );
    }
}
