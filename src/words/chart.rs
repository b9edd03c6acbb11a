//! The charts' words: titles, axes, legends and why the clock stood still.

use crate::engine::{Onto, Still};

use super::text::{self, Lang};

phrases! {C, "A chart's words.";
    TimeWent: "Where the time went", "Wo die Zeit blieb", "Dónde se fue el tiempo";
    ClocksTitle: "Chess clocks, turn by turn", "Schachuhren, Zug für Zug", "Relojes de ajedrez, turno a turno";
    NationsTitle: "Time per nation and turn", "Zeit je Nation und Zug", "Tiempo por nación y turno";
    StillTitle: "When the clock stood still", "Wann die Uhr stillstand", "Cuándo se detuvo el reloj";
    MinutesLeft: "minutes left", "Minuten übrig", "minutos restantes";
    Minutes: "minutes", "Minuten", "minutos";
    OntoStopwatch: "{side} on the stopwatch in turn {turn} ({how})", "{side} ab Zug {turn} auf der Stoppuhr ({how})", "{side} con cronómetro desde el turno {turn} ({how})";
    Flagged: "out of time", "Zeit abgelaufen", "sin tiempo";
    ByJury: "by the jury", "durch die Jury", "por el jurado";
    StopwatchPart: "hatched: on the stopwatch", "schraffiert: auf der Stoppuhr", "rayado: con cronómetro";
    NoTurns: "No turn played yet.", "Noch kein Zug gespielt.", "Aún no se ha jugado ningún turno.";
    NeverStill: "The clock never stood still.", "Die Uhr stand nie still.", "El reloj nunca se detuvo.";
    OutOfTime: "Out of time, jury called", "Zeit abgelaufen, Jury gerufen", "Sin tiempo, jurado llamado";
    Between: "Between turns, dealing", "Zwischen den Zügen, Austeilen", "Entre turnos, reparto";
    TimeUp: "Stage time up, not yet handed off", "Phasenzeit abgelaufen, noch nicht übergeben", "Tiempo de fase agotado, aún sin pasar";
    TableClock: "The chess clocks ran on the table (jury stopwatch): the app did not keep them.", "Die Schachuhren liefen am Tisch (Jury-Stoppuhr): die App hat sie nicht geführt.", "Los relojes de ajedrez corrían en la mesa (cronómetro del jurado): la app no los llevó.";
    MedianTitle: "Median time per turn, each nation", "Median-Zeit je Zug, jede Nation", "Mediana de tiempo por turno, cada nación";
    FlagsTitle: "Games in which a side ran out of time", "Partien, in denen einer Seite die Zeit ausging", "Partidas en que un bando se quedó sin tiempo";
    TurnsCsv: "CSV per turn", "CSV je Zug", "CSV por turno";
    TurnsCounted: "{n} turns", "{n} Züge", "{n} turnos";
    GamesCounted: "Games counted", "Gezählte Partien", "Partidas contadas";
    AllGames: "Where the time went in all games", "Wo die Zeit in allen Partien blieb", "Dónde se fue el tiempo en todas las partidas";
    AllGamesNote: "Every game the hall holds: a nation's turns that count (its own stages, chess clock and stopwatch; not a turn it was out, nor a stage still being played); a side that ran out of its chess clock.", "Jede Partie, die die Turnierleitung hat: die zählenden Züge einer Nation (ihre eigenen Phasen, Schachuhr und Stoppuhr; nicht ein Zug, in dem sie ausgeschieden war, noch eine laufende Phase); eine Seite, deren Schachuhr ablief.", "Cada partida que tiene la sala: los turnos de una nación que cuentan (sus propias fases, reloj de ajedrez y cronómetro; no un turno en que estaba fuera, ni una fase aún en juego); un bando cuyo reloj de ajedrez se agotó.";
}

/// Why the clock stood still, as a legend names it.
pub fn still(lang: Lang, why: Still) -> &'static str {
    match why {
        Still::Stopped(reason) => text::stop(lang, reason),
        Still::OutOfTime => C::OutOfTime.get(lang),
        Still::TimeUp => C::TimeUp.get(lang),
        Still::Between => C::Between.get(lang),
    }
}

/// How a side came onto the stopwatch: "out of time", "by the jury".
pub fn onto(lang: Lang, how: Onto) -> &'static str {
    match how {
        Onto::Flag => C::Flagged.get(lang),
        Onto::Jury => C::ByJury.get(lang),
    }
}
