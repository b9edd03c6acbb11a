//! The tournament page has every word it shows, in every language: its own
//! keys and the API's names it words (roles, presets, statuses, refusal
//! codes, tie-breakers, methods, outcomes, the public setting, the Cards
//! of Fate and why an sTCC is not known).
#![allow(clippy::unwrap_used)]

use serde_json::Value;

use crate::engine::{Preset, Role};
use crate::hall::office::view::{FateGap, Status};
use crate::scoring::{Outcome, TccUnknown};
use crate::tournament::Method;
use crate::tournament::book::Publish;
use crate::tournament::final_round::FinalTieBreaker;
use crate::tournament::standings::TieBreaker;
use crate::wire::Error;

fn api(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .unwrap()
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn the_tournament_page_has_every_word_it_shows_in_every_language() {
    let page = super::page();
    let start = page.find("const W = ").unwrap() + "const W = ".len();
    let end = start + page[start..].find(";\n").unwrap();
    let words: Value = serde_json::from_str(&page[start..end]).unwrap();
    let quoted = |call: &str| -> Vec<String> {
        page.split(call)
            .skip(1)
            .map(|rest| rest[..rest.find('"').unwrap()].to_owned())
            .filter(|key| !key.ends_with('-'))
            .collect()
    };
    let mut keys = quoted("w(\"");
    keys.extend(quoted("fill(\""));
    assert!(keys.len() > 60, "{keys:?}");
    for tab in ["players", "draw", "results", "standings", "final"] {
        keys.push(format!("t-{tab}"));
    }
    for page in ["draw", "tables", "players", "standings", "final"] {
        keys.push(format!("t-print-{page}"));
    }
    for file in ["players", "draw", "results", "standings"] {
        keys.push(format!("t-csv-{file}"));
    }
    keys.extend(Role::ALL.map(|r| format!("role-{}", api(r))));
    keys.extend(Preset::ALL.map(|p| format!("preset-{}", p.id())));
    for status in [Status::Missing, Status::Reported, Status::Confirmed] {
        keys.push(format!("t-{}", api(status)));
    }
    for method in [Method::Design, Method::Search] {
        keys.push(format!("t-method-{}", api(method)));
    }
    for outcome in [Outcome::Defensive, Outcome::Offensive, Outcome::Attackers] {
        keys.push(format!("t-outcome-{}", api(outcome)));
    }
    for publish in [Publish::Live, Publish::Rounds, Publish::Qualifying] {
        keys.push(format!("t-publish-{}", api(publish)));
    }
    for by in [
        TieBreaker::SecondBest,
        TieBreaker::Tcc,
        TieBreaker::Opponents,
        TieBreaker::Lot,
    ] {
        keys.push(format!("t-by-{}", api(by)));
    }
    for by in [
        FinalTieBreaker::Nations,
        FinalTieBreaker::RoleWins,
        FinalTieBreaker::Role,
    ] {
        keys.push(format!("t-by-{}", api(by)));
    }
    // Why an sTCC is not known: a result's Cards of Fate on the Results
    // tab, and the reason in tie-breaker 2's explanation.
    for gap in [FateGap::Missing, FateGap::DeckNeeded, FateGap::TooFewCards] {
        keys.push(format!("t-fate-{}", api(gap)));
    }
    let unknown = [
        TccUnknown::DeckNeeded,
        TccUnknown::NoAttackerTcs,
        TccUnknown::TooFewCards {
            turns: 12,
            needed: 6,
            listed: 2,
        },
    ];
    for why in unknown {
        let value = serde_json::to_value(why).unwrap();
        let kind = match &value {
            Value::Object(o) => o.keys().next().unwrap().clone(),
            other => other.as_str().unwrap().to_owned(),
        };
        keys.push(format!("t-fate-{kind}"));
    }
    // The Cards of Fate's buttons.
    for card in [
        "elisabeth",
        "sweden",
        "india",
        "america",
        "poems",
        "lord-bute",
    ] {
        keys.push(format!("card-{card}"));
    }
    // Every refusal the tournament's routes give.
    for error in [
        Error::NoKey,
        Error::WrongKey,
        Error::Unknown,
        Error::Storage,
        Error::BadRequest,
        Error::NotOpened,
        Error::AlreadyOpened,
        Error::PlayerNumber,
        Error::NoName,
        Error::AfterDraw,
        Error::AlreadyDrawn,
        Error::DrawPlayers,
        Error::FillInsNeeded,
        Error::NoReason,
        Error::NothingReported,
        Error::BadResult,
        Error::BadLot,
        Error::NotSeeded,
        Error::LotDrawn,
        Error::FinalSeeded,
        Error::NotHisChoice,
        Error::RoleTaken,
        Error::NotSeated,
        Error::FinalConfirmed,
        Error::NotDrawn,
        Error::NoSuchPlayer,
        Error::AlreadyWithdrawn,
        Error::NoSuchRound,
        Error::AlreadyPlayed,
        Error::NotAFillIn,
        Error::FillInBusy,
    ] {
        let code = api(error);
        if !matches!(error, Error::NoKey | Error::WrongKey) {
            keys.push(format!("err-{code}"));
        }
    }
    for lang in ["en", "de", "es"] {
        for key in &keys {
            let word = words[lang][key].as_str().unwrap_or_default();
            assert!(!word.is_empty(), "{lang}: no word for {key}");
        }
    }
}
