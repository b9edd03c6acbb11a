//! The report sheet in the reader's language: a scored line and its formula
//! worded in German and Spanish from the same numbers, the page saying its
//! language; the English sheet as before.

use friedrich_clock::engine::{Engine, Ruleset};
use friedrich_clock::lang::Lang;
use friedrich_clock::report::html::html;
use friedrich_clock::report::{Header, Report};
use friedrich_clock::scoring::score_text;

use super::BASE;

/// BASE (FWC 2026) on a sheet of table 7.
fn report() -> Report {
    let (input, _, _) = score_text(BASE, None, None).unwrap_or_else(|e| panic!("{e}"));
    let header = Header {
        table: "7".to_owned(),
        game: None,
        players: Default::default(),
        ruleset: "FWC 2026".to_owned(),
        started: None,
        setup_left: None,
        ended: None,
    };
    Report::new(header, &Engine::new(Ruleset::default()), 0, Some(input))
}

#[test]
fn a_german_sheet_words_each_score_line_and_its_formula_in_german() {
    let page = html(&report(), Lang::De);
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(
        page.contains("<title>Friedrich-Spielbericht — Tisch 7</title>"),
        "{page}"
    );
    // Sweden 3 of 4 = 75 % → 7.50, Elisabeth's second line.
    assert!(
        page.contains(
            "Schweden: 3 von 4 Zielen bei Spielende = 75.00 % ÷ 10 = 7.50 (höchstens 10)"
        ),
        "{page}"
    );
    assert!(
        page.contains("beste von Russland 10.00, Schweden 7.50 = 10.00 + Bonus 2.00 = 12.00"),
        "{page}"
    );
    assert!(
        page.contains("Siegbonus: Bonus 2; 1 von 1 siegreichen Nationen"),
        "{page}"
    );
    assert!(!page.contains("objectives"), "{page}");
}

#[test]
fn a_spanish_sheet_words_each_score_line_and_its_formula_in_spanish() {
    let page = html(&report(), Lang::Es);
    assert!(page.contains("<html lang=\"es\">"), "{page}");
    assert!(
        page.contains(
            "Suecia: 3 de 4 objetivos al final de la partida = 75.00 % ÷ 10 = 7.50 (máx. 10)"
        ),
        "{page}"
    );
    assert!(
        page.contains("Duración de la partida: 0.5 × 12 turnos = 6.00"),
        "{page}"
    );
    assert!(
        page.contains("<th>Jugador</th><th>Puntos</th><th>Cálculo</th>"),
        "{page}"
    );
    assert!(!page.contains("objectives"), "{page}");
}

#[test]
fn the_english_sheet_reads_as_before() {
    let page = html(&report(), Lang::En);
    assert!(page.contains("<html lang=\"en\">"), "{page}");
    assert!(
        page.contains("<title>Friedrich game report — table 7</title>"),
        "{page}"
    );
    assert!(
        page.contains("Sweden: 3 of 4 objectives at game end = 75.00 % ÷ 10 = 7.50 (max 10)"),
        "{page}"
    );
    assert!(
        page.contains("best of Russia 10.00, Sweden 7.50 = 10.00 + bonus 2.00 = 12.00"),
        "{page}"
    );
}
