//! Every screen in German and in Spanish, with no English left on it: setup,
//! the table (a stage running, a stop, a retreat, a refusal, the stopwatch
//! after a flag, the shuffle picker, the Fate picker after turn 6), the jury
//! view with its log, the report and scores, past games, jury stopwatch mode
//! and recovery. A phrase counts as English when it is one of the interface's
//! English phrases (the first column of src/words/text.rs) or one of the
//! English refusals, log lines, Card of Fate effects and names (src/words),
//! and the German or Spanish wording differs from it.
#![allow(clippy::unwrap_used)]

mod harness;

use std::sync::Arc;
use std::sync::atomic::AtomicI64;

use egui::Key;
use egui_kittest::kittest::Queryable;
use friedrich_clock::app::{ClockApp, Lang, Screen, Settings, WallClock};
use friedrich_clock::engine::{Action, FateEffect, MINUTE, Reason, SECOND};
use friedrich_clock::heartbeat;
use friedrich_clock::words;
use harness::App;

/// The interface's phrases as (English, German, Spanish), from the source.
fn interface_phrases() -> Vec<[String; 3]> {
    include_str!("../src/words/text.rs")
        .lines()
        .filter_map(|line| {
            let literals = string_literals(line.trim());
            <[String; 3]>::try_from(literals).ok()
        })
        .collect()
}

/// The string literals of one line of Rust (escapes `\"` and `\\` undone).
fn string_literals(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => s.extend(chars.next()),
                '"' => break,
                c => s.push(c),
            }
        }
        found.push(s);
    }
    found
}

/// The English of refusals and log lines (src/words, as the command line
/// writes them), in fragments: their names and numbers vary.
const ENGINE_ENGLISH: &[&str] = &[
    "is not possible now",
    "Turn started",
    "Stopped",
    "Resumed",
    "Retroactive conquest",
    "Shuffle on the attackers' clock",
    "Cards dealt: stage started",
    "Retreat choice passed to the other side",
    "Retreat choice passes to",
    ", chosen by",
    "stage stopwatch",
    "carried time",
    "retreat timer",
    "is out of the game",
    "back on the chess clock",
    "Imperial Army controlled by",
    "the rule",
    "Offensive option launched",
    "Offensive option called off",
    "Offensive option won",
    "out of time on the table's clock",
    ": out of time",
    "stage time is up",
    "there is nothing left to undo",
    "a jury action needs a reason for the game log",
    "Other card",
];

/// English names, with the languages that write them the same.
const NAMES: &[(&str, &[Lang])] = &[
    ("Prussia", &[]),
    ("Hanover", &[]),
    ("Russia", &[]),
    ("Sweden", &[]),
    ("Austria", &[Lang::Es]),
    ("Imperial Army", &[]),
    ("France", &[]),
    ("Frederick", &[]),
    ("Elisabeth", &[Lang::De]),
    ("Maria Theresia", &[Lang::De]),
    ("Poems", &[]),
    ("America", &[]),
    ("India", &[Lang::Es]),
];

/// Proper names that contain an English word, the same in every language.
const PROPER: &[&str] = &["British Open", "Lord Bute", "Pompadour"];

/// The English phrases that must not show in `lang`.
fn english(lang: Lang) -> Vec<String> {
    let column = if lang == Lang::De { 1 } else { 2 };
    let mut phrases: Vec<String> = interface_phrases()
        .into_iter()
        .filter(|p| p[0] != p[column] && !p[0].contains('{'))
        .map(|[en, _, _]| en)
        .collect();
    phrases.extend(
        Reason::ALL
            .iter()
            .map(|r| words::reason(Lang::En, *r).to_owned()),
    );
    phrases.extend(
        Action::ALL
            .iter()
            .map(|a| words::action(Lang::En, *a).to_owned()),
    );
    phrases.extend(
        FateEffect::ALL
            .iter()
            .map(|e| words::effect(Lang::En, *e).to_owned()),
    );
    phrases.extend(ENGINE_ENGLISH.iter().map(|s| (*s).to_owned()));
    phrases.extend(
        NAMES
            .iter()
            .filter(|(_, same)| !same.contains(&lang))
            .map(|(name, _)| (*name).to_owned()),
    );
    phrases
}

/// `phrase` stands in `text` as words of its own (not inside a longer word).
fn has_phrase(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// `text` without the result file's field names (`objectives.russia.out-turn`),
/// which are the same in every language, like the formulas.
fn without_field_names(text: &str) -> String {
    let field = |word: &str| {
        let word = word.trim_end_matches(':');
        word.contains(['.', '-'])
            && word
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "._-[]".contains(c))
    };
    text.split(' ')
        .filter(|word| !field(word))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Fails if any text on screen has an English phrase in it.
fn check(t: &App, lang: Lang, screen: &str) {
    let phrases = english(lang);
    let mut found = Vec::new();
    for text in t.texts() {
        let mut plain = without_field_names(&text);
        for name in PROPER {
            plain = plain.replace(name, "");
        }
        for phrase in &phrases {
            if has_phrase(&plain, phrase) {
                found.push(format!("{phrase:?} in {text:?}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{lang:?}, {screen}: English on screen:\n{}",
        found.join("\n")
    );
}

/// What the walk taps, in one language.
struct Labels {
    lang: Lang,
    start: &'static str,
    combat: &'static str,
    retreat: &'static str,
    frederick: &'static str,
    shuffle: &'static str,
    cancel: &'static str,
    poems: &'static str,
    jury_view: &'static str,
    report: &'static str,
    back: &'static str,
    end_game: &'static str,
    yes: &'static str,
    new_game: &'static str,
    history: &'static str,
    open: &'static str,
    jury_stopwatch: &'static str,
    start_jury_stopwatch: &'static str,
    oo_launched: &'static str,
    refusal: &'static str,
    /// Words that must show: the Card of Fate drawn, a log line, a time row.
    fate: &'static str,
    logged: &'static str,
    time_row: &'static str,
}

const GERMAN: Labels = Labels {
    lang: Lang::De,
    start: "Partie beginnen",
    combat: "Kampf",
    retreat: "Rückzug…",
    frederick: "Friedrich",
    shuffle: "Mischen…",
    cancel: "Abbrechen",
    poems: "Gedichte",
    jury_view: "Jury-Ansicht",
    report: "Bericht & Wertung",
    back: "Zurück",
    end_game: "Partie beenden",
    yes: "Ja",
    new_game: "Neue Partie",
    history: "Frühere Partien",
    open: "Öffnen",
    jury_stopwatch: "Jury-Stoppuhr",
    start_jury_stopwatch: "Stoppuhr starten",
    oo_launched: "OO gestartet",
    refusal: "Anhalten ist jetzt nicht möglich: es läuft keine Aktionsphase",
    fate: "Gezogen: Gedichte — Preußens Subsidien werden gekürzt",
    logged: "Zug 1 · Angehalten: Kampf",
    time_row: "Friedrich: außerhalb der eigenen Phasen",
};

const SPANISH: Labels = Labels {
    lang: Lang::Es,
    start: "Empezar partida",
    combat: "Combate",
    retreat: "Retirada…",
    frederick: "Federico",
    shuffle: "Barajar…",
    cancel: "Cancelar",
    poems: "Poemas",
    jury_view: "Vista del jurado",
    report: "Informe y puntuación",
    back: "Volver",
    end_game: "Terminar partida",
    yes: "Sí",
    new_game: "Nueva partida",
    history: "Partidas anteriores",
    open: "Abrir",
    jury_stopwatch: "Cronómetro del jurado",
    start_jury_stopwatch: "Iniciar el cronómetro",
    oo_launched: "OO lanzada",
    refusal: "Parar: no es posible ahora; no se está jugando ninguna fase de acción",
    fate: "Robadas: Poemas — Se reducen los subsidios de Prusia",
    logged: "Turno 1 · Parado: Combate",
    time_row: "Federico: fuera de sus fases",
};

fn key(t: &mut App, key: Key) {
    t.harness.key_press(key);
    t.harness.run();
}

/// Taps the primary action until no stage is being played.
fn finish_turn(t: &mut App) {
    while t.app().engine().unwrap().view(0).active_nation.is_some() {
        key(t, Key::Space);
    }
}

fn settings(lang: Lang) -> Settings {
    Settings {
        lang,
        ..Settings::default()
    }
}

/// A whole game on the table, the jury view, the report, then past games.
fn table_jury_report_and_past_games(l: &Labels) {
    let lang = l.lang;
    let dir = tempfile::tempdir().unwrap();
    let mut t = App::build(settings(lang), Some(dir.path().to_owned()));
    check(&t, lang, "setup");
    t.click(l.start);
    check(&t, lang, "between turns");
    key(&mut t, Key::C);
    t.assert_shows(l.refusal);
    check(&t, lang, "a refusal");
    key(&mut t, Key::Space);
    check(&t, lang, "Prussia's stage running");
    t.click(l.combat);
    check(&t, lang, "stopped for combat");
    t.click(l.retreat);
    check(&t, lang, "the retreat picker");
    t.click(l.frederick);
    t.click("−3");
    check(&t, lang, "a retreat being chosen");
    key(&mut t, Key::Space);
    t.wait(130 * MINUTE);
    check(&t, lang, "Frederick out of time");
    key(&mut t, Key::Space);
    t.wait(10 * SECOND);
    check(&t, lang, "Prussia's stage on the stopwatch");
    t.wait(150 * SECOND);
    check(&t, lang, "the stage stopwatch at zero");
    finish_turn(&mut t);
    t.click(l.shuffle);
    check(&t, lang, "the shuffle picker");
    t.click(l.cancel);
    for _ in 2..=6 {
        key(&mut t, Key::Space);
        finish_turn(&mut t);
    }
    check(&t, lang, "the Fate picker after turn 6");
    t.click(l.poems);
    t.assert_shows(l.fate);
    check(&t, lang, "a Card of Fate drawn");
    t.hold(l.jury_view, 2 * SECOND);
    assert_eq!(t.app().screen(), Screen::Jury);
    check(&t, lang, "the jury view");
    t.type_into(0, "Uhr / reloj");
    t.click("+1 min");
    t.click(l.oo_launched);
    t.assert_contains(l.logged);
    check(&t, lang, "the jury view with corrections in the log");
    t.click(l.report);
    t.assert_shows(l.time_row);
    check(&t, lang, "report and scores");
    t.click(l.back);
    t.click(l.end_game);
    check(&t, lang, "ending the game");
    t.click(l.yes);
    check(&t, lang, "game over");
    t.click(l.new_game);
    t.click(l.yes);
    t.click(l.history);
    check(&t, lang, "past games");
    t.click(l.open);
    check(&t, lang, "a past game with its log");
    t.click(l.report);
    assert_eq!(t.app().screen(), Screen::Report);
    check(&t, lang, "a past game's report");
}

/// Jury stopwatch mode on a phone: its setup, then its screen with a stage
/// running, run out, and a retreat being picked.
fn jury_stopwatch(l: &Labels) {
    let lang = l.lang;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_owned();
    let mut t = App::custom_sized(1_000, egui::vec2(412.0, 915.0), move |source| {
        ClockApp::new(settings(lang), source, Some(data))
    });
    // Below the fold on a phone (the form scrolls): clicked as a screen reader would.
    t.harness
        .get_by_role_and_label(egui::accesskit::Role::Button, l.jury_stopwatch)
        .click_accesskit();
    t.harness.run();
    check(&t, lang, "jury stopwatch setup");
    t.click(l.start_jury_stopwatch);
    assert_eq!(t.app().screen(), Screen::Table);
    check(&t, lang, "jury stopwatch, stopped for the jury");
    key(&mut t, Key::Space);
    t.wait(10 * SECOND);
    check(&t, lang, "jury stopwatch running");
    t.wait(60 * SECOND);
    check(&t, lang, "jury stopwatch at zero");
    t.click(l.combat);
    t.click(l.retreat);
    check(&t, lang, "jury stopwatch retreat picker");
}

/// The app died with Frederick's clock running; it opens on recovery.
fn recovery(l: &Labels) {
    let lang = l.lang;
    let dir = tempfile::tempdir().unwrap();
    let mut t = App::build(settings(lang), Some(dir.path().to_owned()));
    t.click(l.start);
    key(&mut t, Key::Space);
    t.wait(30 * SECOND);
    drop(t);
    let mut beat = heartbeat::read(dir.path()).unwrap();
    beat.wall -= chrono::Duration::minutes(5);
    heartbeat::write(dir.path(), &beat).unwrap();
    let data = dir.path().to_owned();
    let t = App::custom(50, move |source| {
        ClockApp::new(settings(lang), source, Some(data))
            .with_wall_clock(WallClock::shifted(Arc::new(AtomicI64::new(0))))
    });
    assert_eq!(t.app().screen(), Screen::Recovery);
    check(&t, lang, "recovery");
}

#[test]
fn the_english_list_is_read_from_the_source() {
    let de = english(Lang::De);
    assert!(de.contains(&"Start game".to_owned()));
    assert!(de.contains(&"the clock is not stopped".to_owned()));
    assert!(!de.contains(&"Jury".to_owned()), "the same in German");
    assert!(english(Lang::Es).contains(&"Jury".to_owned()));
    assert!(has_phrase("Stop — Kampf", "Stop"));
    assert!(!has_phrase("Offensivoption", "Off"));
    assert_eq!(
        without_field_names("objectives.france.out-turn: fehlt"),
        "fehlt"
    );
}

#[test]
fn german_has_no_english_left() {
    table_jury_report_and_past_games(&GERMAN);
    jury_stopwatch(&GERMAN);
    recovery(&GERMAN);
}

#[test]
fn spanish_has_no_english_left() {
    table_jury_report_and_past_games(&SPANISH);
    jury_stopwatch(&SPANISH);
    recovery(&SPANISH);
}

#[test]
fn a_take_over_that_cannot_be_asked_for_is_said_in_german() {
    let temp = tempfile::tempdir().unwrap();
    let settings = Settings {
        lang: Lang::De,
        hall: "127.0.0.1:9".to_owned(),
        ..Settings::default()
    };
    // No table entered: said before anything is asked of the hall.
    let mut t = App::build(settings, Some(temp.path().to_owned()));
    t.click("Diesen Tisch von der Turnierleitung übernehmen");
    t.assert_contains("Dieser Tisch kann nicht von der Turnierleitung übernommen werden: zuerst die Tischnummer eingeben");
}
