//! The command line's words (`friedrich-clock draw`, `replay`, `headless`,
//! `serve` and the messages the binary stops with), in English, German and
//! Spanish. The machine output (JSON, CSV, the headless protocol's `ok`,
//! `refused:`, `started`, `recovered` and `hall …` tokens) is not worded
//! here: programs read it. A phrase the app or the printouts already say
//! is taken from there ([`T`], the hall page's words), not said again.

use super::sheet::S;
use std::fmt::Display;

use crate::tournament::draw::{DrawError, Shortfall};
use crate::tournament::{GameRef, Method};

use super::count::{Noun, count};
use super::pages::P;
use super::text::{self, Lang};

phrases! {
    Term, "A phrase of the command line.";
    Seed: "Seed: {seed} (the same players and seed give the same draw)", "Startwert: {seed} (dieselben Spieler und derselbe Startwert ergeben dieselbe Auslosung)", "Semilla: {seed} (los mismos jugadores y la misma semilla dan el mismo sorteo)";
    Players: "Players: {all} ({registered} registered, {fill_ins}), {tables} a round", "Spieler: {all} ({registered} angemeldet, {fill_ins}), {tables} je Runde", "Jugadores: {all} ({registered} inscritos, {fill_ins}), {tables} por ronda";
    MethodDesign: "design (four pots, each table one player of each pot)", "Design (vier Töpfe, an jedem Tisch ein Spieler aus jedem Topf)", "diseño (cuatro bombos, en cada mesa un jugador de cada bombo)";
    MethodSearch: "search (too few players for the design, or towns that do not fit the pots)", "Suche (zu wenige Spieler für das Design, oder Orte, die nicht in die Töpfe passen)", "búsqueda (muy pocos jugadores para el diseño, o ciudades que no caben en los bombos)";
    Pot: "Pot {n}", "Topf {n}", "Bombo {n}";
    TownsApart: "No two players of one town meet.", "Keine zwei Spieler eines Orts treffen sich.", "No se enfrentan dos jugadores de una misma ciudad.";
    MeetTimes: "{a} and {b} meet {n} times: {games}", "{a} und {b} treffen sich {n}-mal: {games}", "{a} y {b} se enfrentan {n} veces: {games}";
    MeetIn: "{a} and {b} of {town} meet in {game}", "{a} und {b} aus {town} treffen sich in {game}", "{a} y {b} de {town} se enfrentan en {game}";
    Why: "Why", "Warum", "Por qué";
    TownLarger: "{town} has {players} but a round has {tables}: some of them meet in every round.", "{town} hat {players}, aber eine Runde hat {tables}: einige von ihnen treffen sich in jeder Runde.", "{town} tiene {players} pero una ronda tiene {tables}: algunos se enfrentan en cada ronda.";
    TownsDoNotFit: "The towns do not fit into four pots (one player of each pot a table), so the draw was searched: towns kept apart first, then repeated meetings few.", "Die Orte passen nicht in vier Töpfe (an jedem Tisch ein Spieler aus jedem Topf), daher wurde die Auslosung gesucht: zuerst Orte getrennt, dann wenige wiederholte Begegnungen.", "Las ciudades no caben en cuatro bombos (un jugador de cada bombo por mesa), así que el sorteo se buscó: primero ciudades separadas, luego pocos enfrentamientos repetidos.";
    NoPlayers: "no players", "keine Spieler", "ningún jugador";
    NoRandomness: "no randomness for the seed", "kein Zufall für den Startwert", "no hay azar para la semilla";
    TooFew: "{players}: a draw needs at least four", "{players}: eine Auslosung braucht mindestens vier", "{players}: un sorteo necesita al menos cuatro";
    NotMultiple: "{players}, not a multiple of four: the draw needs {fill_ins} more", "{players}, kein Vielfaches von vier: die Auslosung braucht {fill_ins} mehr", "{players}, no es múltiplo de cuatro: el sorteo necesita {fill_ins} más";
    NumberGivenTwice: "player number {no} is given twice", "die Spielernummer {no} ist doppelt vergeben", "el número de jugador {no} está repetido";
    AtLine: "line {line}", "Zeile {line}", "línea {line}";
    FieldCount: "{fields} fields, the header has {width}", "{fields} Felder, die Kopfzeile hat {width}", "{fields} campos, la cabecera tiene {width}";
    NoName: "no name", "kein Name", "sin nombre";
    FillInYesNo: "fill-in must be yes or no, not '{given}'", "fill-in muss yes oder no sein, nicht '{given}'", "fill-in debe ser yes o no, no '{given}'";
    BadNumber: "no must be a player's number from 1, not '{given}'", "no muss eine Spielernummer ab 1 sein, nicht '{given}'", "no debe ser un número de jugador desde 1, no '{given}'";
    NumberTwice: "number {no} is given twice (line {line} too)", "die Nummer {no} ist doppelt vergeben (auch Zeile {line})", "el número {no} está repetido (también en la línea {line})";
    ColumnTwice: "the column {column} is there twice", "die Spalte {column} steht zweimal da", "la columna {column} aparece dos veces";
    BadHeader: "the header must be name,town or name,town,fill-in, or the hall's export no,name,town,fill_in,note (found: {found})", "die Kopfzeile muss name,town oder name,town,fill-in lauten, oder der Export der Turnierleitung no,name,town,fill_in,note (gefunden: {found})", "la cabecera debe ser name,town o name,town,fill-in, o la exportación de la sala no,name,town,fill_in,note (encontrada: {found})";
    QuoteOpen: "a quote is not closed", "ein Anführungszeichen ist nicht geschlossen", "unas comillas no están cerradas";
    GameLine: "Game: table {table}, started {started}, {ruleset}", "Partie: Tisch {table}, begonnen {started}, {ruleset}", "Partida: mesa {table}, empezada {started}, {ruleset}";
    AtGameTime: "At {time} of game time, turn {turn}", "Bei {time} Spielzeit, Zug {turn}", "A {time} de tiempo de juego, turno {turn}";
    Now: "Now", "Jetzt", "Ahora";
    StageStopwatch: "stage stopwatch {seconds} s left", "Phasen-Stoppuhr noch {seconds} s", "cronómetro de fase, quedan {seconds} s";
    RefusedOnReplay: "{n} commands were refused on replay", "{n} Befehle wurden beim Nachspielen abgelehnt", "{n} órdenes se rechazaron al reproducir";
    LogTurn: "turn {turn}", "Zug {turn}", "turno {turn}";
    NotACommand: "not a command", "kein Befehl", "no es una orden";
    NotAResult: "not a result", "kein Ergebnis", "no es un resultado";
    HallDidNotTake: "the hall did not take this table's lines (they are saved here): {why}", "die Turnierleitung hat die Zeilen dieses Tisches nicht angenommen (hier sind sie gespeichert): {why}", "la sala no aceptó las líneas de esta mesa (están guardadas aquí): {why}";
    NotUtf8: "not a command: the line is not UTF-8 text", "kein Befehl: die Zeile ist kein UTF-8-Text", "no es una orden: la línea no es texto UTF-8";
    JournalLine: "a journal line: send its cmd object alone, e.g. {\"type\":\"hand-off\"}", "eine Journalzeile: nur ihr cmd-Objekt senden, z. B. {\"type\":\"hand-off\"}", "una línea del diario: envíe solo su objeto cmd, p. ej. {\"type\":\"hand-off\"}";
    UnknownField: "unknown field `{field}` in {type}", "unbekanntes Feld `{field}` in {type}", "campo desconocido `{field}` en {type}";
    Heartbeat: "heartbeat", "Lebenszeichen", "señal de vida";
    RoundArg: "--round {round}: 1 to 4, or final", "--round {round}: 1 bis 4, oder final", "--round {round}: de 1 a 4, o final";
    TableArg: "--table {table}: a table of the draw is a number", "--table {table}: ein Tisch der Auslosung ist eine Nummer", "--table {table}: una mesa del sorteo es un número";
    HallSilent: "the hall at {url} did not answer", "die Turnierleitung unter {url} hat nicht geantwortet", "la sala en {url} no respondió";
    UnknownPreset: "unknown ruleset preset '{name}' (known: {known}), and no such file", "unbekanntes Regelwerk '{name}' (bekannt: {known}), und keine solche Datei", "reglamento predefinido desconocido '{name}' (conocidos: {known}), y no existe tal archivo";
    NoDataDir: "no data directory: use --data-dir", "kein Datenordner: --data-dir angeben", "no hay carpeta de datos: use --data-dir";
    NoWindow: "cannot open the window", "das Fenster kann nicht geöffnet werden", "no se puede abrir la ventana";
    NoWebBuild: "{dir}: no web build here (index.html is missing); run `make web` first", "{dir}: hier ist kein Web-Build (index.html fehlt); zuerst `make web` ausführen", "{dir}: aquí no hay versión web (falta index.html); ejecute antes `make web`";
    Serving: "serving {dir} on http://0.0.0.0:{port}/ (open http://<this machine's address>:{port}/ on the tablet)", "{dir} wird auf http://0.0.0.0:{port}/ bereitgestellt (auf dem Tablet http://<Adresse dieses Rechners>:{port}/ öffnen)", "sirviendo {dir} en http://0.0.0.0:{port}/ (abra http://<dirección de esta máquina>:{port}/ en la tableta)";
    NoTournament: "{dir}: no tournament here (no tournament.jsonl): name the hall's data folder (hall --data-dir)", "{dir}: hier ist kein Turnier (keine tournament.jsonl): den Datenordner der Turnierleitung angeben (hall --data-dir)", "{dir}: aquí no hay torneo (falta tournament.jsonl): indique la carpeta de datos de la sala (hall --data-dir)";
    SiteHoldsData: "{out}: the site's folder would hold the hall's data folder {dir}, and its key and journals would be uploaded with the site: choose another folder", "{out}: der Ordner der Website enthielte den Datenordner der Turnierleitung {dir}, und dessen Schlüssel und Protokolle würden mit der Website hochgeladen: einen anderen Ordner wählen", "{out}: la carpeta del sitio contendría la carpeta de datos de la sala {dir}, y su clave y sus diarios se subirían con el sitio: elija otra carpeta";
    CannotWrite: "{out}: cannot write the site: {why}", "{out}: die Website kann nicht geschrieben werden: {why}", "{out}: no se puede escribir el sitio: {why}";
    Published: "{pages} pages written to {out}: open {index}", "{pages} Seiten nach {out} geschrieben: {index} öffnen", "{pages} páginas escritas en {out}: abra {index}";
}

/// A phrase with its `{marks}` filled in, in one pass (a value holding
/// braces, as a player's name might, is not read as a mark).
pub(super) fn fill(text: &str, values: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let mark = &after[..close];
            let value = values.iter().find(|(m, _)| *m == mark)?;
            Some((value.1.to_string(), close))
        });
        match value {
            Some((value, close)) => {
                out.push_str(&value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// "Seed: 42 (the same players and seed give the same draw)".
pub fn seed(lang: Lang, seed: u64) -> String {
    fill(Term::Seed.get(lang), &[("seed", &seed)])
}

/// "Players: 20 (18 registered, 2 fill-ins), 5 tables a round" ("1
/// fill-in", "1 table": counted nouns take the singular).
pub fn players(lang: Lang, all: usize, fill_ins: usize) -> String {
    let registered = all - fill_ins.min(all);
    let tables = all / 4;
    fill(
        Term::Players.get(lang),
        &[
            ("all", &all),
            ("registered", &registered),
            ("fill_ins", &count(lang, fill_ins, Noun::FillIn)),
            ("tables", &count(lang, tables, Noun::Table)),
        ],
    )
}

/// "Method: design (four pots, each table one player of each pot)".
pub fn method(lang: Lang, method: Method) -> String {
    let how = match method {
        Method::Design => Term::MethodDesign,
        Method::Search => Term::MethodSearch,
    };
    format!("{}: {}", P::Method.get(lang), how.get(lang))
}

/// "Pot 2".
pub fn pot(lang: Lang, n: usize) -> String {
    fill(Term::Pot.get(lang), &[("n", &n)])
}

/// "Nobody meets anyone twice." (the hall page says it too).
pub fn no_repeats(lang: Lang) -> String {
    format!("{}.", P::NoRepeats.get(lang))
}

/// "Anna and Bo meet 2 times: Round 1, table 2; Round 3, table 1".
pub fn meet_times(lang: Lang, [a, b]: [&str; 2], games: &[GameRef]) -> String {
    let games: Vec<String> = games
        .iter()
        .map(|g| text::tournament_game(lang, *g))
        .collect();
    let (n, games) = (games.len(), games.join("; "));
    fill(
        Term::MeetTimes.get(lang),
        &[("a", &a), ("b", &b), ("n", &n), ("games", &games)],
    )
}

/// "Anna and Bo of Berlin meet in Round 2, table 3".
pub fn meet_in(lang: Lang, [a, b]: [&str; 2], town: &str, game: GameRef) -> String {
    let game = text::tournament_game(lang, game);
    fill(
        Term::MeetIn.get(lang),
        &[("a", &a), ("b", &b), ("town", &town), ("game", &game)],
    )
}

/// "Why: …": why the draw could not keep its promises.
pub fn shortfall(lang: Lang, why: &Shortfall) -> String {
    let why = match why {
        Shortfall::TooFewPlayers { players, others } => format!(
            "{}.",
            fill(
                P::WhyTooFew.get(lang),
                &[("players", players), ("others", others)],
            )
        ),
        Shortfall::TownLargerThanRound {
            town,
            players,
            tables,
        } => fill(
            Term::TownLarger.get(lang),
            &[
                ("town", town),
                ("players", &count(lang, *players, Noun::Player)),
                ("tables", &count(lang, *tables, Noun::Table)),
            ],
        ),
        Shortfall::TownsDoNotFit => Term::TownsDoNotFit.get(lang).to_owned(),
    };
    format!("{}: {why}", Term::Why.get(lang))
}

/// Why the players cannot be drawn.
pub fn draw_error(lang: Lang, e: &DrawError) -> String {
    match e {
        DrawError::TooFew { players } => fill(
            Term::TooFew.get(lang),
            &[("players", &count(lang, *players, Noun::Player))],
        ),
        DrawError::NotMultipleOfFour { players, fill_ins } => fill(
            Term::NotMultiple.get(lang),
            &[
                ("players", &count(lang, *players, Noun::Player)),
                ("fill_ins", &count(lang, *fill_ins, Noun::FillIn)),
            ],
        ),
        DrawError::DuplicateNumber(no) => fill(Term::NumberGivenTwice.get(lang), &[("no", no)]),
        DrawError::TooFewRanked { ranked } => super::field::too_few_ranked(lang, *ranked),
    }
}

pub use crate::tournament::roster::CsvProblem;

/// "line 3: no name": a problem of a players' CSV file at its line.
pub fn csv_problem(lang: Lang, line: usize, problem: &CsvProblem) -> String {
    format!(
        "{}: {}",
        fill(Term::AtLine.get(lang), &[("line", &line)]),
        csv_what(lang, problem)
    )
}

/// "no name": what is wrong in a line of a players' CSV file.
pub fn csv_what(lang: Lang, problem: &CsvProblem) -> String {
    match problem {
        CsvProblem::FieldCount { fields, width } => fill(
            Term::FieldCount.get(lang),
            &[("fields", fields), ("width", width)],
        ),
        CsvProblem::NoName => Term::NoName.get(lang).to_owned(),
        CsvProblem::FillIn(given) => fill(Term::FillInYesNo.get(lang), &[("given", given)]),
        CsvProblem::BadNumber(given) => fill(Term::BadNumber.get(lang), &[("given", given)]),
        CsvProblem::NumberTwice { no, line } => {
            fill(Term::NumberTwice.get(lang), &[("no", no), ("line", line)])
        }
        CsvProblem::ColumnTwice(column) => fill(Term::ColumnTwice.get(lang), &[("column", column)]),
        CsvProblem::BadHeader(found) => fill(Term::BadHeader.get(lang), &[("found", found)]),
        CsvProblem::QuoteOpen => Term::QuoteOpen.get(lang).to_owned(),
        CsvProblem::Namesake { of, name } => super::field::namesake(lang, *of, name),
    }
}

/// "Game: table 7, started 2026-09-12 14:10, FWC 2026".
pub fn game_line(lang: Lang, table: &str, started: &str, ruleset: &str) -> String {
    fill(
        Term::GameLine.get(lang),
        &[
            ("table", &table),
            ("started", &started),
            ("ruleset", &ruleset),
        ],
    )
}

/// "At 1:30 of game time, turn 1".
pub fn at_game_time(lang: Lang, time: &str, turn: u32) -> String {
    fill(
        Term::AtGameTime.get(lang),
        &[("time", &time), ("turn", &turn)],
    )
}

/// "stage stopwatch 20 s left".
pub fn stage_stopwatch(lang: Lang, seconds: &str) -> String {
    fill(Term::StageStopwatch.get(lang), &[("seconds", &seconds)])
}

/// "Warning: …".
pub fn warning(lang: Lang, what: &str) -> String {
    format!("{}: {what}", S::Warning.get(lang))
}

/// "3 commands were refused on replay".
pub fn refused_on_replay(lang: Lang, n: usize) -> String {
    fill(Term::RefusedOnReplay.get(lang), &[("n", &n)])
}

/// "turn 3", as a log line says it.
pub fn log_turn(lang: Lang, turn: u32) -> String {
    fill(Term::LogTurn.get(lang), &[("turn", &turn)])
}

/// "--round 9: 1 to 4, or final".
pub fn round_arg(lang: Lang, round: &str) -> String {
    fill(Term::RoundArg.get(lang), &[("round", &round)])
}

/// "--table x: a table of the draw is a number".
pub fn table_arg(lang: Lang, table: &str) -> String {
    fill(Term::TableArg.get(lang), &[("table", &table)])
}

/// "the hall at laptop:8080 did not answer".
pub fn hall_silent(lang: Lang, url: &str) -> String {
    fill(Term::HallSilent.get(lang), &[("url", &url)])
}

/// "unknown ruleset preset 'x' (known: fwc-2026, …), and no such file".
pub fn unknown_preset(lang: Lang, name: &str, known: &[&str]) -> String {
    let known = known.join(", ");
    fill(
        Term::UnknownPreset.get(lang),
        &[("name", &name), ("known", &known)],
    )
}

/// "dist: no web build here (index.html is missing); run `make web` first".
pub fn no_web_build(lang: Lang, dir: &str) -> String {
    fill(Term::NoWebBuild.get(lang), &[("dir", &dir)])
}

/// The line `serve` starts with (scripts read the port after
/// `http://0.0.0.0:`, in every language).
pub fn serving(lang: Lang, dir: &str, port: u16) -> String {
    fill(Term::Serving.get(lang), &[("dir", &dir), ("port", &port)])
}

/// "hall: no tournament here (no tournament.jsonl): …".
pub fn no_tournament(lang: Lang, dir: &str) -> String {
    fill(Term::NoTournament.get(lang), &[("dir", &dir)])
}

/// Why the site is not written where it would carry the hall's data.
pub fn site_holds_data(lang: Lang, out: &str, dir: &str) -> String {
    fill(
        Term::SiteHoldsData.get(lang),
        &[("out", &out), ("dir", &dir)],
    )
}

/// "site: cannot write the site: Permission denied".
pub fn cannot_write(lang: Lang, out: &str, why: &str) -> String {
    fill(Term::CannotWrite.get(lang), &[("out", &out), ("why", &why)])
}

/// What `publish` says when the site is written.
pub fn published(lang: Lang, pages: usize, out: &str, index: &str) -> String {
    fill(
        Term::Published.get(lang),
        &[("pages", &pages), ("out", &out), ("index", &index)],
    )
}

#[cfg(test)]
#[path = "command_line_tests.rs"]
mod tests;
