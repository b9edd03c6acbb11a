//! The command line's words checked: every phrase said in each language
//! with the same marks, none said again from the app or the printouts, and
//! values put into their places once.

use std::collections::BTreeSet;

use super::*;
use crate::words::text::T;
use crate::words::{chart, office, tournament::W};

/// The `{marks}` of a phrase.
fn marks(text: &str) -> BTreeSet<&str> {
    text.split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}').map(|(mark, _)| mark))
        .collect()
}

#[test]
fn every_phrase_is_translated_with_the_same_marks_and_told_apart() {
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        for t in Term::ALL {
            let said = t.get(lang);
            assert!(!said.trim().is_empty(), "{t:?} in {lang:?}");
            assert!(seen.insert(said), "{t:?} in {lang:?}: {said}");
            assert_eq!(marks(said), marks(t.get(Lang::En)), "{t:?} in {lang:?}");
            if lang != Lang::En {
                assert_ne!(said, t.get(Lang::En), "{t:?} is not translated");
            }
        }
    }
}

#[test]
fn no_phrase_of_the_app_or_the_printouts_is_said_again() {
    let plain = |s: &str| s.trim_end_matches('.').to_lowercase();
    let elsewhere: BTreeSet<String> = T::ALL
        .iter()
        .map(|t| t.get(Lang::En))
        .chain(W::ALL.iter().map(|w| w.get(Lang::En)))
        .chain(chart::C::ALL.iter().map(|c| c.get(Lang::En)))
        .chain(office::R::ALL.iter().map(|r| r.get(Lang::En)))
        .chain(P::ALL.iter().map(|p| p.get(Lang::En)))
        .map(plain)
        .collect();
    for t in Term::ALL {
        let en = t.get(Lang::En);
        assert!(
            !elsewhere.contains(&plain(en)),
            "{t:?} is said elsewhere: {en}"
        );
    }
}

#[test]
fn values_go_into_their_places_once() {
    assert_eq!(
        players(Lang::De, 20, 2),
        "Spieler: 20 (18 angemeldet, 2 Ersatzspieler), 5 Tische je Runde"
    );
    assert_eq!(no_repeats(Lang::Es), "Nadie se enfrenta dos veces.");
    assert_eq!(
        shortfall(
            Lang::En,
            &Shortfall::TooFewPlayers {
                players: 8,
                others: 7
            }
        ),
        "Why: 8 players: each has 12 opponent seats but only 7 others."
    );
    let games = [
        GameRef { round: 1, table: 2 },
        GameRef { round: 3, table: 1 },
    ];
    assert_eq!(
        meet_times(Lang::En, ["{b}", "Bo"], &games),
        "{b} and Bo meet 2 times: Round 1, table 2; Round 3, table 1"
    );
    assert_eq!(
        csv_problem(Lang::Es, 3, &CsvProblem::NoName),
        "línea 3: sin nombre"
    );
    assert_eq!(fill("{a} {x} {", &[("a", &1)]), "1 {x} {");
    assert!(serving(Lang::De, "dist", 8080).contains("http://0.0.0.0:8080/"));
}
