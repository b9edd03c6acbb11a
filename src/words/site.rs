//! The published site's words (`friedrich-clock publish`, `hall
//! --publish-to`): its pages' names and what each holds, when it was
//! written, in English, German and Spanish. What the hall's pages and the
//! printouts already say (the draw, the standings, the final, the time
//! charts) is taken from there.

use super::text::Lang;

phrases! {
    Site, "A phrase of the published site.";
    Overview: "Overview", "Übersicht", "Resumen";
    AsOf: "As of {at}", "Stand: {at}", "Actualizado: {at}";
    CrosstableAbout: "Every player's four games round by round: table, role, opponents, score", "Die vier Partien jedes Spielers Runde für Runde: Tisch, Rolle, Gegner, Punkte", "Las cuatro partidas de cada jugador ronda a ronda: mesa, rol, rivales, puntos";
    PlayersAbout: "Every player, each with a page of their own: games, results and rank", "Alle Spieler, jeweils mit eigener Seite: Partien, Ergebnisse und Platz", "Cada jugador con su propia página: partidas, resultados y puesto";
    DrawAbout: "Who plays where: each round's tables", "Wer spielt wo: die Tische jeder Runde", "Quién juega dónde: las mesas de cada ronda";
    ResultsAbout: "Each game's confirmed result, with every player's score", "Das bestätigte Ergebnis jeder Partie mit der Wertung jedes Spielers", "El resultado confirmado de cada partida, con la puntuación de cada jugador";
    StandingsAbout: "The standings with every tie-breaker", "Die Rangliste mit allen Feinwertungen", "La clasificación con todos los desempates";
    FinalAbout: "The finalists, their roles and the final's result", "Die Finalisten, ihre Rollen und das Ergebnis des Finales", "Los finalistas, sus roles y el resultado de la final";
    TimeAbout: "How long the nations took, across every game", "Wie lange die Nationen brauchten, über alle Partien", "Cuánto tardaron las naciones, en todas las partidas";
}

/// "As of 2026-11-24 14:32".
pub fn as_of(lang: Lang, at: &str) -> String {
    Site::AsOf.get(lang).replace("{at}", at)
}
